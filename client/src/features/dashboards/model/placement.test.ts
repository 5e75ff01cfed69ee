import { describe, expect, it } from "vitest";
import { firstFreeSpot } from "./placement";

describe("firstFreeSpot", () => {
  it("puts the first widget at the top left", () => {
    expect(firstFreeSpot([], { w: 12, h: 6 })).toEqual({ x: 0, y: 0, w: 12, h: 6 });
  });

  it("goes under the Welcome widget when there is no room beside it", () => {
    expect(firstFreeSpot([{ x: 0, y: 0, w: 20, h: 12 }], { w: 12, h: 6 })).toEqual({
      x: 0,
      y: 12,
      w: 12,
      h: 6,
    });
  });

  it("fills the bottom row beside the last widget before opening a new row", () => {
    const layout = [
      { x: 0, y: 0, w: 20, h: 12 },
      { x: 0, y: 12, w: 12, h: 6 },
    ];
    expect(firstFreeSpot(layout, { w: 12, h: 6 })).toEqual({ x: 12, y: 12, w: 12, h: 6 });
    const full = [...layout, { x: 12, y: 12, w: 12, h: 6 }];
    expect(firstFreeSpot(full, { w: 9, h: 9 })).toEqual({ x: 0, y: 18, w: 9, h: 9 });
  });

  it("does not stack widgets on the left: successive adds spread along the row", () => {
    const layout: { x: number; y: number; w: number; h: number }[] = [{ x: 0, y: 0, w: 20, h: 12 }];
    for (let i = 0; i < 3; i++) layout.push(firstFreeSpot(layout, { w: 8, h: 6 }));
    expect(layout.slice(1).map((b) => [b.x, b.y])).toEqual([
      [0, 12],
      [8, 12],
      [16, 12],
    ]);
  });

  it("needs the whole height free: a taller widget does not overlap a lower neighbour", () => {
    const layout = [
      { x: 0, y: 0, w: 12, h: 6 },
      { x: 12, y: 3, w: 12, h: 6 },
    ];
    const spot = firstFreeSpot(layout, { w: 12, h: 6 });
    expect(spot).toEqual({ x: 0, y: 6, w: 12, h: 6 });
  });

  it("clamps a widget wider than the grid", () => {
    expect(firstFreeSpot([], { w: 40, h: 2 }, 24)).toEqual({ x: 0, y: 0, w: 24, h: 2 });
  });
});
