import { useId } from "react";
import { RememberKey } from "../features/api-key/remember-key";
import { DownloadOpenApiButton } from "../features/environments/download-openapi-button";
import { LanguageSelect } from "../features/settings/language-select";
import { TargetSettings } from "../features/settings/target-settings";
import { ThemeSwitch } from "../features/theme/theme-switch";
import { useI18n } from "../ui/i18n-context";
import { useModal } from "../ui/use-modal";

/** What is set once and then left alone: language, paths, scenario, timeout, the key's keeping, theme, OpenAPI. */
export default function SettingsDialog({ onClose }: { onClose: () => void }) {
  const id = useId();
  const dialog = useModal();
  const { t } = useI18n();
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
      <h2 id={`${id}-title`}>{t.settingsDialog.title}</h2>
      <LanguageSelect />
      <TargetSettings />
      <RememberKey />
      <ThemeSwitch />
      <DownloadOpenApiButton />
      <div className="actions">
        <button type="button" className="primary" onClick={onClose}>
          {t.settingsDialog.done}
        </button>
      </div>
    </dialog>
  );
}
