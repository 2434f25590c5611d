import { describe, expect, it } from "vitest";
import { rowsToLoad, spacers, UNMEASURED_VIEWPORT, visibleRows } from "../../src/ui/virtual-window";

describe("visibleRows", () => {
  it("gives the rows in view with the overscan either side", () => {
    expect(visibleRows({ scrollTop: 0, viewportHeight: 300, rowHeight: 30, count: 1000, overscan: 5 })).toEqual({
      start: 0,
      end: 15,
    });
    expect(visibleRows({ scrollTop: 3000, viewportHeight: 300, rowHeight: 30, count: 1000, overscan: 5 })).toEqual({
      start: 95,
      end: 115,
    });
    // A row partly in view counts.
    expect(visibleRows({ scrollTop: 45, viewportHeight: 100, rowHeight: 30, count: 1000, overscan: 0 })).toEqual({
      start: 1,
      end: 5,
    });
  });

  it("stops at the last row, also when scrolled past it", () => {
    expect(visibleRows({ scrollTop: 29_850, viewportHeight: 300, rowHeight: 30, count: 1000, overscan: 5 })).toEqual({
      start: 990,
      end: 1000,
    });
    expect(visibleRows({ scrollTop: 99_999, viewportHeight: 300, rowHeight: 30, count: 1000 })).toEqual({
      start: 1000,
      end: 1000,
    });
    expect(visibleRows({ scrollTop: 0, viewportHeight: 300, rowHeight: 30, count: 0 })).toEqual({ start: 0, end: 0 });
  });

  it("assumes a screenful before the box is laid out, and never divides by a zero height", () => {
    expect(visibleRows({ scrollTop: 0, viewportHeight: 0, rowHeight: 30, count: 1000, overscan: 0 })).toEqual({
      start: 0,
      end: UNMEASURED_VIEWPORT / 30,
    });
    expect(visibleRows({ scrollTop: -20, viewportHeight: 10, rowHeight: 0, count: 5, overscan: 0 })).toEqual({
      start: 0,
      end: 5,
    });
  });
});

describe("rowsToLoad", () => {
  it("asks for nothing while the loaded rows cover what is needed", () => {
    expect(rowsToLoad({ start: 10, end: 40 }, { start: 0, end: 100 }, 1000)).toBeUndefined();
    // The filter left fewer rows than the window: all of them are loaded.
    expect(rowsToLoad({ start: 0, end: 40 }, { start: 0, end: 7 }, 7)).toBeUndefined();
  });

  it("asks for what is needed and a margin either side once the window leaves the loaded rows", () => {
    expect(rowsToLoad({ start: 0, end: 30 }, undefined, 1000, 50)).toEqual({ offset: 0, limit: 80 });
    expect(rowsToLoad({ start: 90, end: 130 }, { start: 0, end: 100 }, 1000, 50)).toEqual({ offset: 40, limit: 140 });
    expect(rowsToLoad({ start: 980, end: 1000 }, { start: 0, end: 100 }, 1000, 50)).toEqual({
      offset: 930,
      limit: 70,
    });
  });
});

describe("spacers", () => {
  it("stand for the rows above and below the drawn ones", () => {
    expect(spacers({ start: 100, end: 150 }, 1000, 30)).toEqual({ above: 3000, below: 850 * 30 });
    expect(spacers({ start: 0, end: 0 }, 0, 30)).toEqual({ above: 0, below: 0 });
  });
});
