import { useId } from "react";
import { RememberKey } from "../features/api-key/remember-key";
import { DownloadOpenApiButton } from "../features/environments/download-openapi-button";
import { TargetSettings } from "../features/settings/target-settings";
import { ThemeSwitch } from "../features/theme/theme-switch";
import { useModal } from "../ui/use-modal";

/** What is set once and then left alone: paths, scenario, timeout, the key's keeping, theme, OpenAPI. */
export default function SettingsDialog({ onClose }: { onClose: () => void }) {
  const id = useId();
  const dialog = useModal();
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
      <h2 id={`${id}-title`}>Settings</h2>
      <TargetSettings />
      <RememberKey />
      <ThemeSwitch />
      <DownloadOpenApiButton />
      <div className="actions">
        <button type="button" className="primary" onClick={onClose}>
          Done
        </button>
      </div>
    </dialog>
  );
}
