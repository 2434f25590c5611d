import { defineMessages } from "../../lib/i18n/define-messages";
import type { Parts } from "../../lib/i18n/parts";

/** The cURL import dialog's and its outcome's words; loaded with the dialog. */
export const curlImportMessages = defineMessages({
  en: {
    title: "Import a cURL command",
    /** `key`: the command's Authorization, masked, as an element. */
    carriesKey: <T>(key: T): Parts<T> => [
      "The command carries an API key (",
      key,
      "). Use it instead of the key you entered?",
    ],
    useCommandKey: "Use the key from the command",
    keepMine: "Keep my key",
    keyReplaced: "The command's key also stood in its query or body: your key is there instead.",
    label: "cURL command",
    hint: "As copied from browser devtools (Copy as cURL, bash or cmd), Postman, a terminal (bash, cmd, PowerShell) or this console. Importing fills the form; nothing is sent until you press Send.",
    import: "Import",
    close: "Close",
    imported: (action: string) => `Imported ${action} from cURL.`,
    sentTo: <T>(url: T): Parts<T> => ["This command was sent to ", url, "."],
  },
  id: {
    title: "Impor perintah cURL",
    carriesKey: (key) => [
      "Perintah ini membawa kunci API (",
      key,
      "). Pakai kunci itu sebagai ganti kunci yang Anda masukkan?",
    ],
    useCommandKey: "Pakai kunci dari perintah",
    keepMine: "Tetap pakai kunci saya",
    keyReplaced: "Kunci perintah juga ada di query atau body-nya: kunci Anda dipakai di sana.",
    label: "Perintah cURL",
    hint: "Seperti yang disalin dari devtools browser (Copy as cURL, bash atau cmd), Postman, terminal (bash, cmd, PowerShell), atau konsol ini. Impor mengisi formulir; tidak ada yang dikirim sampai Anda menekan Kirim.",
    import: "Impor",
    close: "Tutup",
    imported: (action) => `${action} diimpor dari cURL.`,
    sentTo: (url) => ["Perintah ini dikirim ke ", url, "."],
  },
});
