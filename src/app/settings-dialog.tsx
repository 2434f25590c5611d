import { useId } from "react";
import { useMessages } from "../contexts/i18n-context";
import { RememberKey } from "../features/api-key/remember-key";
import { DownloadOpenApiButton } from "../features/environments/download-openapi-button";
import { ResetSandbox } from "../features/sandbox-state/reset-sandbox";
import { AnswerCorrections } from "../features/settings/answer-corrections";
import { LanguageSelect } from "../features/settings/language-select";
import { settingsMessages } from "../features/settings/settings-messages";
import { TargetSettings } from "../features/settings/target-settings";
import { TimeZoneSelect } from "../features/settings/time-zone-select";
import { ThemeSwitch } from "../features/theme/theme-switch";
import { useModal } from "../ui/use-modal";

/** What is set once and then left alone: language, paths, scenario, timeout, the API's time zone, the corrections of how answers are read, the key's keeping, theme, OpenAPI, and starting the sandbox again. */
export default function SettingsDialog({ onClose }: { onClose: () => void }) {
  const id = useId();
  const dialog = useModal();
  const m = useMessages(settingsMessages);
  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      className="settings-dialog"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={`${id}-title`}>{m.title}</h2>
      <LanguageSelect />
      <TargetSettings />
      <TimeZoneSelect />
      <AnswerCorrections />
      <RememberKey />
      <ThemeSwitch />
      <DownloadOpenApiButton />
      <ResetSandbox />
      <div className="actions">
        <button type="button" className="primary" onClick={onClose}>
          {m.done}
        </button>
      </div>
    </dialog>
  );
}
