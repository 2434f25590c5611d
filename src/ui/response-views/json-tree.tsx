import { useEffect, useState } from "react";
import type { BodyAnalysis } from "../../response/body-analysis";
import type { JsonPath, OutlineNode, OutlinePage } from "../../response/json-outline";

const PAGE = 200;

function Children({ analysis, path }: { analysis: BodyAnalysis; path: JsonPath }) {
  const [page, setPage] = useState<OutlinePage | null>(null);
  const [shown, setShown] = useState(PAGE);
  useEffect(() => {
    let live = true;
    void analysis.children(path, 0, shown).then((next) => live && setPage(next));
    return () => {
      live = false;
    };
  }, [analysis, path, shown]);
  if (!page) return <p className="hint">Reading…</p>;
  return (
    <ul className="tree">
      {page.nodes.map((node) => (
        <li key={String(node.key)}>
          <TreeNode analysis={analysis} path={[...path, node.key]} node={node} />
        </li>
      ))}
      {page.total > page.nodes.length && (
        <li>
          <button type="button" onClick={() => setShown(shown + PAGE * 5)}>
            Show more ({page.nodes.length} of {page.total})
          </button>
        </li>
      )}
    </ul>
  );
}

function TreeNode({ analysis, path, node }: { analysis: BodyAnalysis; path: JsonPath; node: OutlineNode }) {
  const [open, setOpen] = useState(false);
  const key = typeof node.key === "number" ? `[${node.key}]` : node.key;
  if (node.kind !== "object" && node.kind !== "array") {
    return (
      <span>
        <span className="tree-key">{key}</span>: <span className={`tree-${node.kind}`}>{node.preview}</span>
      </span>
    );
  }
  // details/summary: expand and collapse by mouse or keyboard, announced as such, for free.
  return (
    <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        <span className="tree-key">{key}</span> <span className="hint">{node.preview}</span>
      </summary>
      {open && <Children analysis={analysis} path={path} />}
    </details>
  );
}

/** The body as a tree: objects and arrays collapse and expand, and large ones page. */
export function JsonTree({ analysis }: { analysis: BodyAnalysis }) {
  return (
    <div className="json-tree">
      <Children analysis={analysis} path={ROOT} />
    </div>
  );
}

const ROOT: JsonPath = [];
