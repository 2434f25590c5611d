import { useId, useState } from "react";
import { copyText } from "../../lib/copy-text";
import type { RequestSpec } from "../../request/request-spec";
import { snippetLanguages } from "../../request/snippets";

/** The request as code to run elsewhere; the key stays $API_KEY unless the user includes it. */
export function SnippetPanel({ spec }: { spec: RequestSpec }) {
  const id = useId();
  const [languageId, setLanguageId] = useState("curl");
  const [includeKey, setIncludeKey] = useState(false);
  const [message, setMessage] = useState("");
  const options = { key: includeKey ? ("include" as const) : ("variable" as const) };
  const language = snippetLanguages.find((candidate) => candidate.id === languageId) ?? snippetLanguages[0];

  const copy = async (wanted: string) => {
    const chosen = snippetLanguages.find((candidate) => candidate.id === wanted);
    if (!chosen) return;
    setLanguageId(chosen.id);
    const copied = await copyText(chosen.render(spec, options));
    setMessage(
      copied
        ? `Copied as ${chosen.label}${includeKey ? ", with the key" : ", key as $API_KEY"}.`
        : "Copying failed: select the snippet and copy it by hand.",
    );
  };

  return (
    <div className="snippets">
      <div className="inline">
        {snippetLanguages.map((candidate) => (
          <button key={candidate.id} type="button" onClick={() => void copy(candidate.id)}>
            Copy as {candidate.label}
          </button>
        ))}
      </div>
      <label className="check">
        <input type="checkbox" checked={includeKey} onChange={(event) => setIncludeKey(event.target.checked)} />
        Include the API key in snippets
      </label>
      {includeKey && <p className="warning">Snippets now contain your key: do not paste them into tickets or chats.</p>}
      <p aria-live="polite" className="hint">
        {message}
      </p>
      <details>
        <summary>Show snippet</summary>
        <label htmlFor={`${id}-language`}>Snippet language</label>{" "}
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
