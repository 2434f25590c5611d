import { defineMessages } from "../../lib/i18n/define-messages";

/** The raw body's text box and warning; loaded when a raw body is first switched on. */
export const rawBodyMessages = defineMessages({
  en: {
    label: "Raw JSON body",
    warning:
      "The raw body is sent exactly as typed, with this Content-Type (none when empty): the form's fields and checks are not used.",
    notJson: "It is not valid JSON.",
  },
  id: {
    label: "Body JSON mentah",
    warning:
      "Body mentah dikirim persis sesuai ketikan, dengan Content-Type ini (tanpa Content-Type jika kosong): kolom dan pemeriksaan formulir tidak dipakai.",
    notJson: "Isinya bukan JSON yang valid.",
  },
});
