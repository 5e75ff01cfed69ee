import { describe, expect, it } from "vitest";
import { filledLabelText } from "../../shared/charts/chartBase";
import { type AppTheme, darkTheme, lightTheme } from "./tokens";

type Rgba = [number, number, number, number];

function parse(color: string): Rgba {
  const hex = /^#([0-9a-f]{6})$/i.exec(color);
  if (hex) {
    const n = Number.parseInt(hex[1] ?? "", 16);
    return [(n >> 16) & 255, (n >> 8) & 255, n & 255, 1];
  }
  const rgba = /^rgba\((\d+), (\d+), (\d+), ([\d.]+)\)$/.exec(color);
  if (rgba) return [Number(rgba[1]), Number(rgba[2]), Number(rgba[3]), Number(rgba[4])];
  throw new Error(`unreadable colour ${color}`);
}

/** A translucent colour as seen over an opaque one. */
function over(color: string, backdrop: string): Rgba {
  const [r, g, b, a] = parse(color);
  const [br, bg, bb] = parse(backdrop);
  return [r * a + br * (1 - a), g * a + bg * (1 - a), b * a + bb * (1 - a), 1];
}

/** WCAG 2.x relative luminance and contrast ratio. */
function luminance([r, g, b]: Rgba): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrast(text: Rgba, background: Rgba): number {
  const [a, b] = [luminance(text), luminance(background)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

const AA = 4.5;

describe.each([
  ["light", lightTheme],
  ["dark", darkTheme],
] as [string, AppTheme][])("the %s theme's text colours", (_, theme) => {
  const c = theme.color;
  const solid = (color: string) => over(color, c.surface);

  it.each(["text", "textMuted", "primary", "danger", "success", "warning"] as const)(
    "%s reads at AA on the surface and the canvas",
    (name) => {
      expect(contrast(solid(c[name]), solid(c.surface))).toBeGreaterThanOrEqual(AA);
      expect(contrast(solid(c[name]), solid(c.canvas))).toBeGreaterThanOrEqual(AA);
    },
  );

  it.each([
    ["primary", "primarySoft"],
    ["danger", "dangerSoft"],
    ["success", "successSoft"],
    ["warning", "warningSoft"],
  ] as const)("%s reads at AA on %s (chips and notices)", (text, background) => {
    expect(contrast(solid(c[text]), solid(c[background]))).toBeGreaterThanOrEqual(AA);
  });

  it("the sidebar's muted and active text read at AA", () => {
    expect(contrast(over(c.sidebarMuted, c.sidebar), solid(c.sidebar))).toBeGreaterThanOrEqual(AA);
    expect(contrast(solid(c.sidebarActiveText), over(c.sidebarActive, c.sidebar))).toBeGreaterThanOrEqual(AA);
  });
});

describe("the light theme's filled colours", () => {
  it.each(["primary", "danger", "success", "warning"] as const)("carry white text at AA (%s)", (name) => {
    expect(contrast(parse("#ffffff"), parse(lightTheme.color[name]))).toBeGreaterThanOrEqual(AA);
  });
});

describe.each([
  ["light", lightTheme],
  ["dark", darkTheme],
] as [string, AppTheme][])("chart labels filled with a text colour, %s theme", (_, theme) => {
  it.each(["primary", "danger", "warning", "textMuted"] as const)("carry their text at AA (%s)", (name) => {
    const text = parse(filledLabelText(theme));
    expect(contrast(text, over(theme.color[name], theme.color.surface))).toBeGreaterThanOrEqual(AA);
  });
});
