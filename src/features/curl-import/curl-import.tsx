import { lazy, Suspense, useState } from "react";
import { useI18n } from "../../contexts/i18n-context";
import { useSettings } from "../../contexts/settings-context";
import { useWorkspaceStore } from "../../contexts/workspace-context";
import type { MatchedRequest } from "../../request/match-request";
import { focusSend } from "../../ui/focus-send";
import type { ImportedForm } from "../../workspace/imported-form";

// The parser and its dialog load when first opened: the first screen does not need them. What an
// import did is said by the same module, kept here once loaded: an import happens only from the
// dialog, so the outcome renders at once, without a Suspense of its own.
let dialogModule: typeof import("./curl-import-dialog") | undefined;
const CurlImportDialog = lazy(() => import("./curl-import-dialog").then((module) => (dialogModule = module)));

/** "Import cURL": paste a command, and the console picks the action and fills the form. */
export function CurlImport() {
  const { settings, update } = useSettings();
  const { t } = useI18n();
  const workspace = useWorkspaceStore();
  const [open, setOpen] = useState(false);
  // The paste outlives the dialog: closing it by mistake loses nothing, an import empties it.
  const [text, setText] = useState("");
  // The command last imported: its notes are read from it in the language shown, never kept as sentences.
  const [imported, setImported] = useState<{ command: string; keyReplaced: boolean } | null>(null);

  const apply = (
    { match }: { match: MatchedRequest },
    form: ImportedForm,
    takeKey: boolean,
    command: string,
    keyReplaced: boolean,
  ) => {
    // The command's host is only offered: the next Send would otherwise carry the key there. The
    // path style sends nothing elsewhere, so it is taken.
    update({
      ...(match.pathStyle ? { pathStyle: match.pathStyle } : {}),
      ...(takeKey && match.apiKey ? { apiKey: match.apiKey } : {}),
      scenario: match.headers.scenario ?? "",
    });
    const { actionId, draft } = form;
    const sentTo = match.baseUrl !== undefined ? { sentTo: match.baseUrl } : {};
    workspace.open(actionId, draft, { actionId, from: { kind: "curl" }, ...sentTo });
    setImported({ command, keyReplaced });
    setText("");
    setOpen(false);
    focusSend();
  };

  return (
    <div className="curl-import">
      <button type="button" onClick={() => setOpen(true)} aria-label={t.curl.import} title={t.curl.import}>
        {t.curl.importShort}
      </button>
      {imported !== null && dialogModule && <dialogModule.ImportOutcome {...imported} />}
      {open && (
        <Suspense fallback={<span className="hint">{t.curl.opening}</span>}>
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
