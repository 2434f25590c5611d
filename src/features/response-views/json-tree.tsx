import { useEffect, useState } from "react";
import { useMessages } from "../../contexts/i18n-context";
import { useFormat } from "../../contexts/use-format";
import type { BodyAnalysis } from "../../response/body-analysis";
import type { TreePage } from "../../response/body-summary";
import type { JsonPath, OutlineNode } from "../../response/json-outline";
import type { ValueUse } from "../../response/value-uses";
import { responseViewsMessages } from "./response-views-messages";
import { ValueUseButtons } from "./value-use-buttons";

const PAGE = 200;

interface TreeProps {
  analysis: BodyAnalysis;
  /** Opens another action's form with an object's values. */
  onUse: (use: ValueUse) => void;
}

function Children({ analysis, path, onUse }: TreeProps & { path: JsonPath }) {
  const m = useMessages(responseViewsMessages);
  const format = useFormat();
  const [page, setPage] = useState<TreePage | null>(null);
  const [shown, setShown] = useState(PAGE);
  useEffect(() => {
    let live = true;
    void analysis.children(path, 0, shown).then((next) => live && setPage(next));
    return () => {
      live = false;
    };
  }, [analysis, path, shown]);
  if (!page) return <p className="hint">{m.reading}</p>;
  return (
    <>
      {/* An object's offers lead its opened contents: they use the values listed below them. */}
      {page.uses.length > 0 && (
        <div className="tree-uses">
          <ValueUseButtons uses={page.uses} onUse={onUse} />
        </div>
      )}
      <ul className="tree">
        {page.nodes.map((node) => (
          <li key={String(node.key)}>
            <TreeNode analysis={analysis} path={[...path, node.key]} node={node} onUse={onUse} />
          </li>
        ))}
        {page.total > page.nodes.length && (
          <li>
            <button type="button" onClick={() => setShown(shown + PAGE * 5)}>
              {m.showMore(format.number(page.nodes.length), format.number(page.total))}
            </button>
          </li>
        )}
      </ul>
    </>
  );
}

function TreeNode({ analysis, path, node, onUse }: TreeProps & { path: JsonPath; node: OutlineNode }) {
  const [open, setOpen] = useState(false);
  const key = typeof node.key === "number" ? `[${node.key}]` : node.key;
  if (node.kind !== "object" && node.kind !== "array") {
    return (
      <span>
        <span className="tree-key" translate="no">
          {key}
        </span>
        :{" "}
        <span className={`tree-${node.kind}`} translate="no">
          {node.preview}
        </span>
      </span>
    );
  }
  // details/summary: expand and collapse by mouse or keyboard, announced as such, for free.
  return (
    <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        <span className="tree-key" translate="no">
          {key}
        </span>{" "}
        <span className="hint">{node.preview}</span>
      </summary>
      {open && <Children analysis={analysis} path={path} onUse={onUse} />}
    </details>
  );
}

/**
 * The body as a tree: objects and arrays collapse and expand, and large ones page. An object
 * whose fields name another action's parameters offers that action, the body itself included.
 */
export function JsonTree({ analysis, onUse }: TreeProps) {
  return (
    <div className="json-tree">
      <Children analysis={analysis} path={ROOT} onUse={onUse} />
    </div>
  );
}

const ROOT: JsonPath = [];
