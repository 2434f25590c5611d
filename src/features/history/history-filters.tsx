import { useId } from "react";
import { actions } from "../../catalog/catalog";
import { type HistoryFilter, STATUS_CLASSES, type StatusClass } from "../../history/history-filter";

const STATUS_LABELS: Record<StatusClass, string> = {
  "2xx": "2xx success",
  "3xx": "3xx redirect",
  "4xx": "4xx client error",
  "5xx": "5xx server error",
  failure: "No response (failure)",
};

interface HistoryFiltersProps {
  filter: HistoryFilter;
  onChange: (filter: HistoryFilter) => void;
}

/** Narrow the list by action, by outcome, and by any text in the URL, bodies or status. */
export function HistoryFilters({ filter, onChange }: HistoryFiltersProps) {
  const id = useId();
  return (
    <fieldset className="history-filters">
      <legend className="visually-hidden">Filter the history</legend>
      <div className="field">
        <label htmlFor={`${id}-action`}>Filter by action</label>
        <select
          id={`${id}-action`}
          value={filter.actionId}
          onChange={(event) => onChange({ ...filter, actionId: event.target.value })}
        >
          <option value="">All actions</option>
          {actions.map((action) => (
            <option key={action.id} value={action.id}>
              {action.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-status`}>Filter by status</label>
        <select
          id={`${id}-status`}
          value={filter.status}
          onChange={(event) => onChange({ ...filter, status: event.target.value as StatusClass | "" })}
        >
          <option value="">Any status</option>
          {STATUS_CLASSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-text`}>Search the history</label>
        <input
          id={`${id}-text`}
          type="search"
          value={filter.text}
          onChange={(event) => onChange({ ...filter, text: event.target.value })}
          spellCheck={false}
          aria-describedby={`${id}-text-hint`}
        />
        <p id={`${id}-text-hint`} className="hint">
          Looks in the URL, the request body and the start of the response body.
        </p>
      </div>
    </fieldset>
  );
}
