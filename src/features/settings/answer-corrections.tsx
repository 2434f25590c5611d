import "./answer-corrections.css";
import { useEffect, useId, useRef, useState } from "react";
import type { Dialect } from "../../answer/dialect";
import { isEmptyDialect, mergeDialects } from "../../answer/dialect-changes";
import { ignoredDialectValues } from "../../config/dialect-problems";
import { browserDialectStore, dialectFor, dialectTarget } from "../../config/dialect-store";
import { environmentsOf } from "../../config/runtime-config";
import { useI18n, useMessages } from "../../contexts/i18n-context";
import { useRuntimeConfig } from "../../contexts/runtime-config-context";
import { useSettings } from "../../contexts/settings-context";
import { plural } from "../../lib/i18n/plural";
import { useStoredDialects } from "../../queries/use-answer-context";
import { answerCorrectionsMessages } from "./answer-corrections-messages";
import { DialectImport } from "./dialect-import";
import { TargetCorrections } from "./target-corrections";
import { wordDialectProblem } from "./word-dialect-problem";

interface Removed {
  target: string;
  dialect: Dialect;
}

/**
 * Settings: the answer map's corrections kept in this browser, by target, each removable; what
 * config.json's dialects set aside; each target's dialect to copy for config.json; and a pasted
 * dialect block to import for the Base URL in use.
 */
export function AnswerCorrections() {
  const m = useMessages(answerCorrectionsMessages);
  const { locale } = useI18n();
  const id = useId();
  const state = useRuntimeConfig();
  const { settings } = useSettings();
  const stored = useStoredDialects();
  const [removed, setRemoved] = useState<Removed | undefined>(undefined);
  // A removal takes its button away: focus goes to what is left, not to the top of the page.
  const heading = useRef<HTMLHeadingElement>(null);
  const undo = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (removed) undo.current?.focus();
  }, [removed]);
  const environments = environmentsOf(state.config);
  const environmentOf = (target: string) => environments.find((env) => dialectTarget(env.baseUrl) === target);
  const targets = Object.keys(stored.byTarget).sort();
  const ignored = environments
    .map((env) => ({ name: env.name, problems: ignoredDialectValues(state, env.name) }))
    .filter(({ problems }) => problems.length > 0);
  const removedCount = removed
    ? Object.keys(removed.dialect.words).length + Object.keys(removed.dialect.fields).length
    : 0;
  return (
    <section className="answer-corrections" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {m.title}
      </h3>
      <p className="hint">{m.intro}</p>
      {stored.problem && <p className="warning">{m.storeProblem[stored.problem]}</p>}
      {ignored.map(({ name, problems }) => (
        <div key={name} className="warning">
          <p>{m.shippedIgnored(name)}</p>
          <ul>
            {problems.map((problem) => (
              <li key={JSON.stringify(problem)}>{wordDialectProblem(m, problem)}</li>
            ))}
          </ul>
        </div>
      ))}
      {targets.length === 0 && <p className="hint">{m.none}</p>}
      {targets.map((target) => {
        const own = stored.byTarget[target];
        if (!own || isEmptyDialect(own)) return null;
        const environment = environmentOf(target);
        return (
          <TargetCorrections
            key={target}
            target={target}
            environment={environment?.name}
            own={own}
            shipped={dialectFor(target, environment?.dialect, stored)}
            onEmptied={() => heading.current?.focus()}
            onRemoveAll={() => {
              browserDialectStore.remove(target);
              setRemoved({ target, dialect: own });
            }}
          />
        );
      })}
      <p aria-live="polite" className="inline">
        {removed && (
          <>
            <span>{m.removedAll(plural(locale, removedCount, m.corrections), removed.target)}</span>
            <button
              type="button"
              ref={undo}
              onClick={() => {
                browserDialectStore.correct(removed.target, (dialect) => mergeDialects(removed.dialect, dialect));
                setRemoved(undefined);
                heading.current?.focus();
              }}
            >
              {m.undo}
            </button>
          </>
        )}
      </p>
      <DialectImport target={dialectTarget(settings.baseUrl)} />
    </section>
  );
}
