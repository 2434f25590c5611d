import "./action-picker.css";
import { actions } from "../../catalog/catalog";
import type { PathStyle } from "../../catalog/define-action";

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
  return (
    <>
      <div className="action-select">
        <label htmlFor="action-select">Action</label>
        <select id="action-select" value={selected} onChange={(event) => onSelect(event.target.value)}>
          {actions.map((action) => (
            <option key={action.id} value={action.id}>
              {action.label} ({action.method} {action.path[pathStyle]})
            </option>
          ))}
        </select>
      </div>
      <ActionRadios selected={selected} pathStyle={pathStyle} onSelect={onSelect} />
    </>
  );
}

function ActionRadios({ selected, pathStyle, onSelect }: ActionPickerProps) {
  return (
    <fieldset className="action-picker">
      <legend>Action</legend>
      {actions.map((action) => (
        <label key={action.id} className={action.id === selected ? "action selected" : "action"}>
          <input
            type="radio"
            name="action"
            value={action.id}
            checked={action.id === selected}
            onChange={() => onSelect(action.id)}
            aria-label={action.label}
            aria-describedby={`action-path-${action.id}`}
          />
          <span className="action-label">{action.label}</span>
          <span id={`action-path-${action.id}`} className="action-path">
            <span className={`method method-${action.method.toLowerCase()}`}>{action.method}</span>{" "}
            <code>{action.path[pathStyle]}</code>
            {action.spendsMoney && " · spends money"}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
