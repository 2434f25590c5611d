import { useId, useState } from "react";
import type { ActionDefinition } from "../../catalog/define-action";
import { useMessages } from "../../contexts/i18n-context";
import { useBuiltDraft } from "../../contexts/use-built-draft";
import { copyText } from "../../lib/copy-text";
import type { RequestSpec } from "../../request/request-spec";
import { snippetLanguages } from "../../request/snippets";
import { snippetMessages } from "./snippet-messages";

/** What the last copy did, worded at render so it follows the language. */
type Copied = { label: string; withKey: boolean } | "failed";

/**
 * The open action's request as code to run elsewhere, from the one build of its draft that the
 * preview and Send use; shown once the request can be built. The key stays $API_KEY unless the user
 * includes it.
 */
export function SnippetPanel({ action }: { action: ActionDefinition }) {
  const { request } = useBuiltDraft(action);
  return request.ok ? <Snippets spec={request.spec} /> : null;
}

function Snippets({ spec }: { spec: RequestSpec }) {
  const id = useId();
  const m = useMessages(snippetMessages);
  const [languageId, setLanguageId] = useState("curl");
  const [includeKey, setIncludeKey] = useState(false);
  const [copied, setCopied] = useState<Copied>();
  const options = { key: includeKey ? ("include" as const) : ("variable" as const) };
  const language = snippetLanguages.find((candidate) => candidate.id === languageId) ?? snippetLanguages[0];

  const copy = async (wanted: string) => {
    const chosen = snippetLanguages.find((candidate) => candidate.id === wanted);
    if (!chosen) return;
    setLanguageId(chosen.id);
    const done = await copyText(chosen.render(spec, options));
    setCopied(done ? { label: chosen.label, withKey: includeKey } : "failed");
  };
  const message =
    copied === undefined
      ? ""
      : copied === "failed"
        ? m.copyFailed
        : copied.withKey
          ? m.copiedWithKey(copied.label)
          : m.copiedWithoutKey(copied.label);

  return (
    <div className="snippets">
      <div className="inline">
        {snippetLanguages.map((candidate) => (
          <button key={candidate.id} type="button" onClick={() => void copy(candidate.id)}>
            {m.copyAs(candidate.label)}
          </button>
        ))}
      </div>
      <label className="check">
        <input type="checkbox" checked={includeKey} onChange={(event) => setIncludeKey(event.target.checked)} />
        {m.includeKey}
      </label>
      {includeKey && <p className="warning">{m.keyWarning}</p>}
      <p aria-live="polite" className="hint">
        {message}
      </p>
      <details>
        <summary>{m.show}</summary>
        <label htmlFor={`${id}-language`}>{m.language}</label>{" "}
        <select id={`${id}-language`} value={language?.id} onChange={(event) => setLanguageId(event.target.value)}>
          {snippetLanguages.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.label}
            </option>
          ))}
        </select>
        <pre className="body">{language?.render(spec, options)}</pre>
      </details>
    </div>
  );
}
