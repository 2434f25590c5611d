// The views of an answer, one unit loaded after the first screen (see use-response-views.ts), with
// the reader of what a 4xx says about each parameter.
export { fieldMessages } from "../../response/field-errors";
export { statusMeaning, statusText } from "../../response/status-text";
export { FailureExplanation } from "./failure-explanation";
export { ResponseBody } from "./response-body";
