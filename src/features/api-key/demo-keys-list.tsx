import { demoKeys } from "../../sandbox/demo-key-info";
import type { DemoKey } from "../../sandbox/demo-keys";

/** The sandbox's keys, each with what it is for; choosing one closes the list. */
export function DemoKeysList({ popoverId, onChoose }: { popoverId: string; onChoose: (key: DemoKey) => void }) {
  return (
    <ul>
      {demoKeys.map((demo) => (
        <li key={demo.key}>
          <button type="button" popoverTarget={popoverId} popoverTargetAction="hide" onClick={() => onChoose(demo.key)}>
            Use <code>{demo.key}</code>
          </button>{" "}
          <strong>{demo.label}</strong>: {demo.description}
        </li>
      ))}
    </ul>
  );
}
