import { topLevelMembers } from "./json-members";

/**
 * The JSON object text with one top-level member set to a value (every repeat of it), added
 * at the end when it is missing, or removed when the value is undefined. Every other byte
 * stays as typed, so a hand-written body keeps its spacing, order and odd values. A text that
 * is not a JSON object comes back unchanged.
 */
export function setMember(text: string, name: string, value: unknown): string {
  const members = topLevelMembers(text);
  if (!members) return text;
  const json = value === undefined ? undefined : JSON.stringify(value);
  const found = members.filter((member) => member.name === name);
  if (json === undefined) {
    // From the end, so the earlier spans stay where they were. A member goes with the separator
    // after it, or before it when it is the last one.
    let edited = text;
    for (const member of found.toReversed()) {
      const at = members.indexOf(member);
      const next = members[at + 1];
      const previous = members[at - 1];
      const start = next || !previous ? member.nameStart : previous.valueEnd;
      const end = next ? next.nameStart : member.valueEnd;
      edited = edited.slice(0, start) + edited.slice(end);
    }
    return edited;
  }
  if (found.length > 0) {
    let edited = text;
    for (const member of found.toReversed()) {
      edited = edited.slice(0, member.valueStart) + json + edited.slice(member.valueEnd);
    }
    return edited;
  }
  const last = members.at(-1);
  const entry = `${JSON.stringify(name)}:${last && text.includes("\n") ? " " : ""}${json}`;
  if (!last) return text.replace("{", `{${entry}`);
  // A body laid out one member a line gets the new one on a line of its own, indented alike.
  const first = members[0] ?? last;
  const lineStart = text.lastIndexOf("\n", first.nameStart);
  const separator = lineStart >= 0 ? `,\n${text.slice(lineStart + 1, first.nameStart)}` : ",";
  return text.slice(0, last.valueEnd) + separator + entry + text.slice(last.valueEnd);
}
