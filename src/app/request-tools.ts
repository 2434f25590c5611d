// The ways to judge a request and pass it on, loaded as one unit once the work starts: the contract
// check (its fix, comparison and ticket report), the request as code to copy, and share links, made
// from the request area and opened from the address; the sandbox's demo keys, each with what it is
// for, listed under the key's ▾; and the answer map, under the answer of an order.
export { AnswerMap } from "../features/answer-map/answer-map";
export { DemoKeysList } from "../features/api-key/demo-keys-list";
export { default as ContractCheck } from "../features/contract-check/contract-check";
export { ShareLinkButton } from "../features/history/share-link-button";
export { ShareLinkOpener } from "../features/history/share-link-opener";
export { SnippetPanel } from "../features/request-preview/snippet-panel";
