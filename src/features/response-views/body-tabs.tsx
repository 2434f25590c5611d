import { type KeyboardEvent, useId } from "react";

interface BodyTabsProps<T extends string> {
  tabs: readonly T[];
  selected: T;
  onSelect: (tab: T) => void;
  label: string;
  /** Each tab's name as shown; the tab's key when none is given. */
  names?: Partial<Record<T, string>>;
  children: React.ReactNode;
}

/** The WAI-ARIA tabs pattern: arrows, Home and End move between tabs, Tab into the panel. */
export function BodyTabs<T extends string>({ tabs, selected, onSelect, label, names, children }: BodyTabsProps<T>) {
  const id = useId();
  const onKeyDown = (event: KeyboardEvent) => {
    const at = tabs.indexOf(selected);
    const moves: Record<string, number> = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[(target + tabs.length) % tabs.length];
    if (!next) return;
    onSelect(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };
  return (
    <>
      <div role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((name) => (
          <button
            key={name}
            id={`${id}-tab-${name}`}
            type="button"
            role="tab"
            aria-selected={selected === name}
            aria-controls={`${id}-panel`}
            tabIndex={selected === name ? 0 : -1}
            onClick={() => onSelect(name)}
          >
            {names?.[name] ?? name}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${selected}`}>
        {children}
      </div>
    </>
  );
}
