import { describe, expect, it } from "vitest";
import { cssPreloadPlugin } from "../../scripts/css-preload-plugin";

const HELPER_ID = "\0vite/preload-helper.js";

interface FakeLink {
  rel?: string;
  href?: string;
  onload?: () => void;
  onerror?: () => void;
  remove(): void;
}

/** The helper as the build writes it, run against a head that only records the links put in it. */
function helper() {
  const plugin = cssPreloadPlugin();
  const resolveId = plugin.resolveId as (id: string) => string | undefined;
  const load = plugin.load as (id: string) => string | undefined;
  expect(resolveId(HELPER_ID)).toBe(HELPER_ID);
  expect(resolveId("./other.js")).toBeUndefined();
  const code = load(HELPER_ID);
  if (code === undefined) throw new Error("no helper");
  const head: FakeLink[] = [];
  const document = {
    createElement: () => {
      const link: FakeLink = { remove: () => head.splice(head.indexOf(link), 1) };
      return link;
    },
    head: { append: (link: FakeLink) => head.push(link) },
  };
  const preload = new Function("document", code.replace("export const __vitePreload =", "return"))(document) as (
    load: () => Promise<string>,
    deps: string[] | undefined,
    importerUrl: string,
  ) => Promise<string>;
  return { preload, head };
}

const importer = "https://console.example/sub/assets/index-abc.js";
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the lazy parts' CSS helper", () => {
  it("runs a chunk without stylesheets at once", async () => {
    const { preload, head } = helper();
    await expect(preload(async () => "module", undefined, importer)).resolves.toBe("module");
    expect(head).toEqual([]);
  });

  it("runs the chunk only once its stylesheets arrived, each fetched once, beside the importer", async () => {
    const { preload, head } = helper();
    let ran = 0;
    const first = preload(async () => `run ${++ran}`, ["./history-unit.css"], importer);
    const second = preload(async () => `run ${++ran}`, ["./history-unit.css"], importer);
    await flush();
    expect(ran).toBe(0);
    expect(head.map((link) => [link.rel, link.href])).toEqual([
      ["stylesheet", "https://console.example/sub/assets/history-unit.css"],
    ]);
    head[0]?.onload?.();
    expect(await Promise.all([first, second])).toEqual(["run 1", "run 2"]);
    expect(head).toHaveLength(1);
  });

  it("fails the import when a stylesheet fails, and fetches it again at the next ask", async () => {
    const { preload, head } = helper();
    const failed = preload(async () => "module", ["./bulk-work.css"], importer);
    head[0]?.onerror?.();
    await expect(failed).rejects.toThrow("https://console.example/sub/assets/bulk-work.css");
    expect(head).toEqual([]);
    const again = preload(async () => "module", ["./bulk-work.css"], importer);
    expect(head).toHaveLength(1);
    head[0]?.onload?.();
    await expect(again).resolves.toBe("module");
  });
});
