import { defineMessages } from "../lib/i18n/define-messages";

/** The words every money dialog shares; loaded with the dialog. */
export const moneyDialogMessages = defineMessages({
  en: {
    /** How a live target is named when no environment names it. */
    aLiveApi: "a live API",
    goBack: "Go back",
  },
  id: {
    aLiveApi: "API live",
    goBack: "Kembali",
  },
});
