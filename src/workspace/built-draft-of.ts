import type { ActionDefinition } from "../catalog/define-action";
import type { RequestSettings } from "../request/build-request";
import { type BuiltDraft, buildDraft } from "./build-draft";
import type { FormDraft } from "./form-draft";

interface Built {
  action: ActionDefinition;
  settings: RequestSettings;
  built: BuiltDraft;
}

// Keyed on the draft object: the store makes a new one per change, so each change is built once,
// whoever asks first (the form, the preview, the contract check, Send) and however often.
const builds = new WeakMap<FormDraft, Built>();

const sameHeaders = (a: RequestSettings["extraHeaders"] = [], b: RequestSettings["extraHeaders"] = []) =>
  a.length === b.length && a.every(([name, value], index) => b[index]?.[0] === name && b[index]?.[1] === value);

const sameSettings = (a: RequestSettings, b: RequestSettings) =>
  a.baseUrl === b.baseUrl &&
  a.apiKey === b.apiKey &&
  a.pathStyle === b.pathStyle &&
  sameHeaders(a.extraHeaders, b.extraHeaders);

/** The request a draft makes with these settings: built once per draft and settings, then the same value. */
export function builtDraftOf(action: ActionDefinition, draft: FormDraft, settings: RequestSettings): BuiltDraft {
  const known = builds.get(draft);
  if (known && known.action === action && sameSettings(known.settings, settings)) return known.built;
  const built = buildDraft(action, draft, settings);
  builds.set(draft, { action, settings, built });
  return built;
}
