import { memo, useEffect, useMemo, useState } from "react";

const CHUNK = 64 * 1024;

/** A cut just after the first half of a surrogate pair would leave both halves broken. */
const splitsPair = (text: string, at: number) => {
  const unit = text.charCodeAt(at - 1);
  return unit >= 0xd800 && unit <= 0xdbff;
};

/** Cuts at a line break near the chunk size where there is one, so lines stay whole; never inside a character. */
export function chunks(text: string, size = CHUNK): string[] {
  const parts: string[] = [];
  let start = 0;
  while (start < text.length) {
    let end = Math.min(start + size, text.length);
    // Look back for a line break over half a chunk at most: compact JSON has none, and an
    // unbounded lastIndexOf would rescan the whole text for every chunk.
    for (let at = end - 1; end < text.length && at >= start + size / 2; at -= 1) {
      if (text.charCodeAt(at) === 10) {
        end = at + 1;
        break;
      }
    }
    if (end < text.length && end - start > 1 && splitsPair(text, end)) end -= 1;
    parts.push(text.slice(start, end));
    start = end;
  }
  return parts;
}

// Blocks put into the page per step: a step stays well under a frame's worth of work even
// for a 10 MB body, and the rest follows in later steps while the page keeps responding.
const BLOCKS_PER_STEP = 48;

/**
 * Long text as blocks the browser lays out only when they scroll into view
 * (content-visibility), added a few at a time, so a 10 MB body neither freezes the page nor
 * slows typing.
 */
export const ChunkedText = memo(function ChunkedText({
  text,
  label,
  wrap = false,
}: {
  text: string;
  label: string;
  /** Long lines soft-wrap at the box's edge (CSS only: the text is never changed or cut). */
  wrap?: boolean;
}) {
  const parts = useMemo(() => chunks(text), [text]);
  const [shown, setShown] = useState({ text, count: BLOCKS_PER_STEP });
  const count = shown.text === text ? shown.count : BLOCKS_PER_STEP;
  useEffect(() => {
    if (count >= parts.length) return;
    const next = setTimeout(() => setShown({ text, count: count + BLOCKS_PER_STEP }), 0);
    return () => clearTimeout(next);
  }, [text, count, parts.length]);
  return (
    // The API's words, as sent: a page translator leaves them alone (translate="no").
    <div
      className={wrap ? "body chunked wrap" : "body chunked"}
      translate="no"
      role="document"
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling body must be reachable by keyboard
      tabIndex={0}
      aria-busy={count < parts.length}
    >
      {parts.slice(0, count).map((part, index) => (
        // The chunks of one text never move, so their position is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <div key={index} className="chunk">
          {part}
        </div>
      ))}
    </div>
  );
});
