import "./action-picker.css";
import { actions } from "../../catalog/catalog";
import type { PathStyle } from "../../catalog/define-action";
import { useI18n } from "../../contexts/i18n-context";
import { actionLabel, englishLabel } from "../../lib/i18n/action-label";

interface ActionPickerProps {
  selected: string;
  pathStyle: PathStyle;
  onSelect: (id: string) => void;
}

/**
 * Every action at once, as a radio group: arrow keys move, the label is the name. On a narrow
 * screen the same choice is a select, so the form starts near the top.
 */
export function ActionPicker({ selected, pathStyle, onSelect }: ActionPickerProps) {
  const { t } = useI18n();
  return (
    <>
      <div className="action-select">
        <label htmlFor="action-select">{t.picker.legend}</label>
        <select id="action-select" value={selected} onChange={(event) => onSelect(event.target.value)}>
          {actions.map((action) => (
            <option key={action.id} value={action.id}>
              {[actionLabel(t, action), englishLabel(t, action)].filter(Boolean).join(" · ")} ({action.method}{" "}
              {action.path[pathStyle]})
            </option>
          ))}
        </select>
      </div>
      <ActionRadios selected={selected} pathStyle={pathStyle} onSelect={onSelect} />
    </>
  );
}

function ActionRadios({ selected, pathStyle, onSelect }: ActionPickerProps) {
  const { t } = useI18n();
  return (
    <fieldset className="action-picker">
      <legend>{t.picker.legend}</legend>
      {actions.map((action) => {
        const english = englishLabel(t, action);
        return (
          <label key={action.id} className={action.id === selected ? "action selected" : "action"}>
            <input
              type="radio"
              name="action"
              value={action.id}
              checked={action.id === selected}
              onChange={() => onSelect(action.id)}
              aria-label={actionLabel(t, action)}
              aria-describedby={
                english ? `action-english-${action.id} action-path-${action.id}` : `action-path-${action.id}`
              }
            />
            <span className="action-label">{actionLabel(t, action)}</span>
            {english && (
              <span id={`action-english-${action.id}`} className="action-english" lang="en">
                {english}
              </span>
            )}
            <span id={`action-path-${action.id}`} className="action-path">
              <span className={`method method-${action.method.toLowerCase()}`}>{action.method}</span>{" "}
              <code>{action.path[pathStyle]}</code>
              {action.spendsMoney && ` · ${t.picker.spendsMoney}`}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
