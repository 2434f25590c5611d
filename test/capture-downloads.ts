import { vi } from "vitest";

/**
 * Captures what the next downloads write, without a browser's download: the file names the links
 * asked for and the text of each Blob. The spies go with `vi.restoreAllMocks()`.
 */
export function captureDownloads() {
  const created: Blob[] = [];
  vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
    created.push(blob as Blob);
    return "blob:test";
  });
  vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
  const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
  return {
    names: () => click.mock.contexts.map((link) => (link as HTMLAnchorElement).download),
    text: (index: number) => (created[index] as Blob).text(),
  };
}
