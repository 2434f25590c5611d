import { useId } from "react";
import { actions } from "../../catalog/catalog";
import { type HistoryFilter, STATUS_CLASSES, type StatusClass } from "../../history/history-filter";
import { useHistoryWords } from "./use-history-words";

interface HistoryFiltersProps {
  filter: HistoryFilter;
  onChange: (filter: HistoryFilter) => void;
}

/** Narrow the list by action, by outcome, and by any text in the URL, bodies or status. */
export function HistoryFilters({ filter, onChange }: HistoryFiltersProps) {
  const id = useId();
  const { t, actionName } = useHistoryWords();
  return (
    <fieldset className="history-filters">
      <legend className="visually-hidden">{t.filterLegend}</legend>
      <div className="field">
        <label htmlFor={`${id}-action`}>{t.byAction}</label>
        <select
          id={`${id}-action`}
          value={filter.actionId}
          onChange={(event) => onChange({ ...filter, actionId: event.target.value })}
        >
          <option value="">{t.allActions}</option>
          {actions.map((action) => (
            <option key={action.id} value={action.id}>
              {actionName(action.id)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-status`}>{t.byStatus}</label>
        <select
          id={`${id}-status`}
          value={filter.status}
          onChange={(event) => onChange({ ...filter, status: event.target.value as StatusClass | "" })}
        >
          <option value="">{t.anyStatus}</option>
          {STATUS_CLASSES.map((status) => (
            <option key={status} value={status}>
              {t.statusClasses[status]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-text`}>{t.search}</label>
        <input
          id={`${id}-text`}
          type="search"
          value={filter.text}
          onChange={(event) => onChange({ ...filter, text: event.target.value })}
          spellCheck={false}
          aria-describedby={`${id}-text-hint`}
        />
        <p id={`${id}-text-hint`} className="hint">
          {t.searchHint}
        </p>
      </div>
    </fieldset>
  );
}
