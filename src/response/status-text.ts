// HTTP/2 and HTTP/3 carry no reason phrase, so the console supplies the standard one.
const REASONS: Record<number, string> = {
  200: "OK",
  201: "Created",
  202: "Accepted",
  204: "No Content",
  301: "Moved Permanently",
  302: "Found",
  304: "Not Modified",
  400: "Bad Request",
  401: "Unauthorized",
  402: "Payment Required",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  408: "Request Timeout",
  409: "Conflict",
  413: "Content Too Large",
  415: "Unsupported Media Type",
  422: "Unprocessable Content",
  429: "Too Many Requests",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
};

const CLASSES = ["", "Informational", "Success", "Redirection", "Client error", "Server error"];

export function statusText(status: number, given: string): string {
  return given || REASONS[status] || CLASSES[Math.floor(status / 100)] || "";
}

// What a status usually means for this kind of API. The spec publishes none, so these are
// the HTTP meanings, worded for someone trying the API.
const MEANINGS: Record<number, string> = {
  200: "the request worked",
  201: "created",
  204: "done, nothing to return",
  400: "the API could not read the request",
  401: "the key is missing or was not accepted",
  402: "payment required: often, the balance is too low",
  403: "the key is known but may not do this",
  404: "wrong path, or the thing asked for does not exist",
  405: "the path exists but not with this method",
  409: "conflicts with an earlier request (a reused reference?)",
  413: "the request is too large",
  415: "the API wants another Content-Type",
  422: "read, but the values were not accepted",
  429: "too many requests: wait (see Retry-After) and try again",
  500: "the API failed while answering",
  502: "a proxy in front of the API got no good answer from it",
  503: "the API is down or overloaded",
  504: "a proxy in front of the API gave up waiting for it",
};

const CLASS_MEANINGS = ["", "informational", "success", "redirect", "the request was refused", "the server failed"];

export function statusMeaning(status: number): string {
  return MEANINGS[status] ?? CLASS_MEANINGS[Math.floor(status / 100)] ?? "";
}
