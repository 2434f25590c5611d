import { defineMessages } from "../lib/i18n/define-messages";

/** The words every money dialog shares; loaded with the dialog. */
export const moneyDialogMessages = defineMessages({
  en: {
    live: "LIVE — real money:",
    aLiveApi: "a live API",
    goBack: "Go back",
  },
  id: {
    live: "LIVE — uang sungguhan:",
    aLiveApi: "API live",
    goBack: "Kembali",
  },
});
