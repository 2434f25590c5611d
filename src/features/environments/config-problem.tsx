import { useEffect, useId, useState } from "react";
import { loadConfigIssues } from "../../config/runtime-config-load";
import { useI18n } from "../../contexts/i18n-context";
import { useRuntimeConfig } from "../../contexts/runtime-config-context";
import { sentence } from "../../ui/sentence";

type ConfigIssues = Awaited<ReturnType<typeof loadConfigIssues>>;

/** The words of a config.json problem, fetched once there is one; null if they could not be. */
function useConfigIssues(wanted: boolean): ConfigIssues | null | undefined {
  const [issues, setIssues] = useState<ConfigIssues | null>();
  useEffect(() => {
    if (!wanted || issues !== undefined) return;
    let current = true;
    loadConfigIssues().then(
      (module) => current && setIssues(module),
      () => current && setIssues(null),
    );
    return () => {
      current = false;
    };
  }, [wanted, issues]);
  return issues;
}

/** Says exactly what is wrong with config.json, so whoever deployed it can fix it. */
export function ConfigProblem() {
  const { problem } = useRuntimeConfig();
  const id = useId();
  const { language } = useI18n();
  const issues = useConfigIssues(problem !== undefined);
  if (!problem || issues === undefined) return null;
  const details = [...new Set(problem.details)];
  // Without its words (the code could not be fetched either), the file's name and each mistake still say it.
  const m = issues?.configSummaryMessages[language];
  return (
    <section role="alert" aria-labelledby={id} className="config-problem">
      <h2 id={id}>{issues ? issues.configSummary(problem.cause, language) : <code>config.json</code>}</h2>
      {details.length > 0 && (
        <ul>
          {details.map((detail) => (
            <li key={detail}>
              <code>{detail}</code>
            </li>
          ))}
        </ul>
      )}
      {m && <p>{sentence(m.fix(<code>config.json</code>, <code>index.html</code>))}</p>}
    </section>
  );
}
