import { type ReactNode, Suspense, useEffect, useRef } from "react";
import type { PanelId } from "../lib/i18n/en";
import { PanelBoundary } from "../ui/panel-boundary";
import type { RegionShown, WorkRegionState } from "./use-work-region";

interface FrameProps {
  className: string;
  panel: PanelId;
  /** What shows while its part loads. */
  opening: string;
}

interface WorkRegionProps<Ask> extends FrameProps {
  region: WorkRegionState<Ask>;
  /** Its part, for what it was asked. */
  children: (shown: RegionShown<Ask>) => ReactNode;
}

/** A region of the workspace opened from the bar, while it is open, loaded behind its one fallback. */
export function WorkRegion<Ask>({ region, children, ...frame }: WorkRegionProps<Ask>) {
  const { shown } = region;
  return shown ? (
    <RegionFrame {...frame} asked={shown.asked}>
      {children(shown)}
    </RegionFrame>
  ) : null;
}

/** Mounted as the region opens: each ask (not a reopening by a reload, 0) scrolls to it and focuses it. */
function RegionFrame({
  className,
  panel,
  opening,
  asked,
  children,
}: FrameProps & { asked: number; children: ReactNode }) {
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (asked === 0) return;
    region.current?.scrollIntoView?.({ block: "start" });
    region.current?.focus({ preventScroll: true });
  }, [asked]);
  return (
    <div className={className} ref={region} tabIndex={-1}>
      <PanelBoundary name={panel}>
        <Suspense fallback={<p className="hint">{opening}</p>}>{children}</Suspense>
      </PanelBoundary>
    </div>
  );
}
