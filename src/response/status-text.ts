import type { Language } from "../lib/i18n/language";
import { statusTextMessages } from "./status-text-messages";

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

export function statusMeaning(status: number, language: Language = "en"): string {
  const { codes, classes } = statusTextMessages[language];
  return codes[status] ?? classes[Math.floor(status / 100)] ?? "";
}
