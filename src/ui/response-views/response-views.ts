// The views of an answer, one unit loaded after the first screen (see use-response-views.ts).
export { statusMeaning, statusText } from "../../response/status-text";
export { FailureExplanation } from "./failure-explanation";
export { ResponseBody } from "./response-body";
