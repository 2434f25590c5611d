import { useMessages } from "../../contexts/i18n-context";
import { demoKeys } from "../../sandbox/demo-key-info";
import type { DemoKey } from "../../sandbox/demo-keys";
import { sentence } from "../../ui/sentence";
import { demoKeysMessages } from "./demo-keys-messages";

/** The sandbox's keys, each with what it is for; choosing one closes the list. */
export function DemoKeysList({ popoverId, onChoose }: { popoverId: string; onChoose: (key: DemoKey) => void }) {
  const m = useMessages(demoKeysMessages);
  return (
    <ul>
      {demoKeys.map((demo) => (
        <li key={demo.key}>
          <button type="button" popoverTarget={popoverId} popoverTargetAction="hide" onClick={() => onChoose(demo.key)}>
            {sentence(m.use(<code>{demo.key}</code>))}
          </button>{" "}
          <strong>{m.keys[demo.name].label}</strong>: {m.keys[demo.name].description}
        </li>
      ))}
    </ul>
  );
}
