// The views of an answer, one unit loaded after the first screen (see use-response-views.ts), with
// the reader of what a 4xx says about each parameter and the status line, which reads a 2xx's body
// for its verdict.
export { fieldErrors } from "../../response/field-errors";
export { FailureExplanation } from "./failure-explanation";
export { ResponseBody } from "./response-body";
export { StatusLine } from "./status-line";
