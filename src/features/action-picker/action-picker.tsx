import "./action-picker.css";
import { actions } from "../../catalog/catalog";
import type { PathStyle } from "../../catalog/define-action";

interface ActionPickerProps {
  selected: string;
  pathStyle: PathStyle;
  onSelect: (id: string) => void;
}

/** Every action at once, as a radio group: arrow keys move, the label is the name. */
export function ActionPicker({ selected, pathStyle, onSelect }: ActionPickerProps) {
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
