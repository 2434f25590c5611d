import { useId } from "react";
import { configSummary } from "../../config/config-summary";
import { useI18n, useMessages } from "../../contexts/i18n-context";
import { useRuntimeConfig } from "../../contexts/runtime-config-context";
import { sentence } from "../../ui/sentence";
import { environmentsMessages } from "./environments-messages";

/** Says exactly what is wrong with config.json, so whoever deployed it can fix it. */
export function ConfigProblem() {
  const { problem } = useRuntimeConfig();
  const id = useId();
  const { language } = useI18n();
  const m = useMessages(environmentsMessages);
  if (!problem) return null;
  const details = [...new Set(problem.details)];
  return (
    <section role="alert" aria-labelledby={id} className="config-problem">
      <h2 id={id}>{configSummary(problem.cause, language)}</h2>
      {details.length > 0 && (
        <ul>
          {details.map((detail) => (
            <li key={detail}>
              <code>{detail}</code>
            </li>
          ))}
        </ul>
      )}
      <p>{sentence(m.fix(<code>config.json</code>, <code>index.html</code>))}</p>
    </section>
  );
}
