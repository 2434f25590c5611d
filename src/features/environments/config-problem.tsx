import { useId } from "react";
import { useRuntimeConfig } from "../../ui/runtime-config-context";

/** Says exactly what is wrong with config.json, so whoever deployed it can fix it. */
export function ConfigProblem() {
  const { problem } = useRuntimeConfig();
  const id = useId();
  if (!problem) return null;
  const details = [...new Set(problem.details)];
  return (
    <section role="alert" aria-labelledby={id} className="config-problem">
      <h2 id={id}>{problem.summary}</h2>
      {details.length > 0 && (
        <ul>
          {details.map((detail) => (
            <li key={detail}>
              <code>{detail}</code>
            </li>
          ))}
        </ul>
      )}
      <p>
        Fix <code>config.json</code> next to <code>index.html</code> and reload. Until then the console offers the
        embedded sandbox only.
      </p>
    </section>
  );
}
