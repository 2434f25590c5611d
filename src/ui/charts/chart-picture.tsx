import type { ReactNode } from "react";
import { type ChartBox, type ValueAxis, ValueGrid } from "./value-grid";

interface ChartPictureProps {
  className: string;
  /** The accessible name of the whole picture. */
  label: string;
  /** The id of the words and the data table beside it, which say what it shows. */
  describedBy: string;
  box: ChartBox;
  axis: ValueAxis;
  /** What the chart draws over its value grid. */
  children: ReactNode;
}

/** A chart's picture in the page's own pixels: one named image, its value grid under what it draws. */
export function ChartPicture({ className, label, describedBy, box, axis, children }: ChartPictureProps) {
  return (
    <svg
      className={className}
      role="img"
      aria-label={label}
      aria-describedby={describedBy}
      width={box.width}
      height={box.height}
      viewBox={`0 0 ${box.width} ${box.height}`}
      fontSize={box.font}
    >
      <ValueGrid axis={axis} />
      {children}
    </svg>
  );
}
