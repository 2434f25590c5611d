import { defineMessages } from "../../lib/i18n/define-messages";

/** The cURL import dialog's and its outcome's words; loaded with the dialog. */
export const curlImportMessages = defineMessages({
  en: {
    title: "Import a cURL command",
    carriesKey: "The command carries an API key (",
    useInstead: "). Use it instead of the key you entered?",
    useCommandKey: "Use the key from the command",
    keepMine: "Keep my key",
    label: "cURL command",
    hint: "As copied from browser devtools (Copy as cURL, bash or cmd), Postman, a terminal (bash, cmd, PowerShell) or this console. Importing fills the form; nothing is sent until you press Send.",
    import: "Import",
    close: "Close",
    imported: (action: string) => `Imported ${action} from cURL.`,
    sentTo: "This command was sent to",
  },
  id: {
    title: "Impor perintah cURL",
    carriesKey: "Perintah ini membawa kunci API (",
    useInstead: "). Pakai kunci itu sebagai ganti kunci yang Anda masukkan?",
    useCommandKey: "Pakai kunci dari perintah",
    keepMine: "Tetap pakai kunci saya",
    label: "Perintah cURL",
    hint: "Seperti yang disalin dari devtools browser (Copy as cURL, bash atau cmd), Postman, terminal (bash, cmd, PowerShell), atau konsol ini. Impor mengisi formulir; tidak ada yang dikirim sampai Anda menekan Kirim.",
    import: "Impor",
    close: "Tutup",
    imported: (action) => `${action} diimpor dari cURL.`,
    sentTo: "Perintah ini dikirim ke",
  },
});
