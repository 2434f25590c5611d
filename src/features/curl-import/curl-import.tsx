import { lazy, Suspense, useState } from "react";
import { getAction } from "../../catalog/catalog";
import type { MatchedRequest } from "../../request/match-request";
import type { BaseUrlOffer } from "../../ui/base-url-offer";
import { BaseUrlOfferSlot } from "../../ui/base-url-offer-slot";
import { focusSend } from "../../ui/focus-send";
import { useSettings } from "../../ui/settings-context";
import { useWorkspaceStore } from "../../ui/workspace";
import { importedForm } from "../../workspace/imported-form";

// The parser and its dialog load when first opened: the first screen does not need them.
const CurlImportDialog = lazy(() => import("./curl-import-dialog"));

interface Outcome {
  summary: string;
  notes: string[];
  offer?: BaseUrlOffer;
}

/** "Import cURL": paste a command, and the console picks the action and fills the form. */
export function CurlImport() {
  const { settings, update } = useSettings();
  const workspace = useWorkspaceStore();
  const [open, setOpen] = useState(false);
  // The paste outlives the dialog: closing it by mistake loses nothing, an import empties it.
  const [text, setText] = useState("");
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const apply = (match: MatchedRequest, takeKey: boolean) => {
    // The command's host is only offered: the next Send would otherwise carry the key there. The
    // path style sends nothing elsewhere, so it is taken.
    update({
      ...(match.pathStyle ? { pathStyle: match.pathStyle } : {}),
      ...(takeKey && match.apiKey ? { apiKey: match.apiKey } : {}),
      scenario: match.headers.scenario ?? "",
    });
    const { actionId, draft } = importedForm(match);
    const sentTo = match.baseUrl !== undefined ? { sentTo: match.baseUrl } : {};
    workspace.open(actionId, draft, { actionId, from: "Imported from cURL", ...sentTo });
    setOutcome({
      summary: `Imported ${getAction(match.actionId).label} from cURL.`,
      notes: match.notes,
      ...(match.baseUrl !== undefined ? { offer: { baseUrl: match.baseUrl, pathStyle: match.pathStyle } } : {}),
    });
    setText("");
    setOpen(false);
    focusSend();
  };

  return (
    <div className="curl-import">
      <button type="button" onClick={() => setOpen(true)}>
        Import cURL
      </button>
      {outcome && (
        <div role="status" className="notice">
          {outcome.summary}
          {outcome.notes.length > 0 && (
            <ul>
              {outcome.notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      {outcome?.offer && <BaseUrlOfferSlot offer={outcome.offer} source="This command was sent to" />}
      {open && (
        <Suspense fallback={<span className="hint">Opening…</span>}>
          <CurlImportDialog
            currentKey={settings.apiKey}
            text={text}
            onText={setText}
            onApply={apply}
            onClose={() => {
              setOpen(false);
              focusSend();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
