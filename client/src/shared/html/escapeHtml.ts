const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
  "`": "&#96;",
};

/**
 * Makes any value safe to put into HTML text or a quoted attribute: `&`, `<`, `>`, quotes and the
 * backtick become entities. null and undefined become "". Use it whenever a library takes an HTML
 * string (ApexCharts tooltips and legends, Leaflet popups) and the string holds data.
 */
export function escapeHtml(value: unknown): string {
  if (value === null || value === undefined) return "";
  return String(value).replace(/[&<>"'`]/g, (c) => ENTITIES[c]!);
}

/** Marks fragments made here; a symbol cannot come out of JSON, so data can never pose as one. */
const SAFE = Symbol("SafeHtml");

/** HTML built by `html` below: every interpolated value was escaped, so it can go into innerHTML. */
export type SafeHtml = { readonly [SAFE]: true; readonly markup: string };

/**
 * Tagged template for HTML fragments: `html\`<b>${name}</b>\`` escapes `name`; a nested SafeHtml or
 * an array of them is kept as markup. The only way to make a SafeHtml.
 */
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let markup = strings[0] ?? "";
  values.forEach((value, i) => {
    markup += markupOf(value) + (strings[i + 1] ?? "");
  });
  return { [SAFE]: true, markup };
}

function markupOf(value: unknown): string {
  if (Array.isArray(value)) return value.map(markupOf).join("");
  if (isSafeHtml(value)) return value.markup;
  return escapeHtml(value);
}

export function isSafeHtml(value: unknown): value is SafeHtml {
  return typeof value === "object" && value !== null && (value as Partial<SafeHtml>)[SAFE] === true;
}
