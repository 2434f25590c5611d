import { ChunkedText } from "./chunked-text";
import { useWrapLines } from "./wrap-lines";
import { WrapLinesSwitch } from "./wrap-lines-switch";

/** The body as received, its long lines wrapped or not as the person chose (wrapped at first). */
export function RawView({ text, label }: { text: string; label: string }) {
  const [wrap] = useWrapLines();
  return (
    <>
      <WrapLinesSwitch />
      <ChunkedText text={text} label={label} wrap={wrap} />
    </>
  );
}
