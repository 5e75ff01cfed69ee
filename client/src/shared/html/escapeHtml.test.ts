import { describe, expect, it } from "vitest";
import { escapeHtml, html, isSafeHtml } from "./escapeHtml";

describe("escapeHtml", () => {
  it("turns every character that can open markup or leave an attribute into an entity", () => {
    expect(escapeHtml(`<img src=x onerror="a('b')">&\``)).toBe(
      "&lt;img src=x onerror=&quot;a(&#39;b&#39;)&quot;&gt;&amp;&#96;",
    );
  });

  it("leaves ordinary text, numbers and non-Latin names as they are", () => {
    expect(escapeHtml("Nordic Aurora · 5 Jan")).toBe("Nordic Aurora · 5 Jan");
    expect(escapeHtml(12.5)).toBe("12.5");
    expect(escapeHtml("Søre Ålesund Østfold")).toBe("Søre Ålesund Østfold");
  });

  it("gives an empty string for null and undefined", () => {
    expect(escapeHtml(null)).toBe("");
    expect(escapeHtml(undefined)).toBe("");
  });

  it("escapes an already escaped string again, so entities in data show as typed", () => {
    expect(escapeHtml("&lt;b&gt;")).toBe("&amp;lt;b&amp;gt;");
  });
});

describe("html template", () => {
  it("escapes interpolated values and keeps the literal markup", () => {
    const name = "<script>window.__xss=1</script>";
    expect(html`<div class="t">${name}</div>`.markup).toBe(
      '<div class="t">&lt;script&gt;window.__xss=1&lt;/script&gt;</div>',
    );
  });

  it("keeps nested fragments and lists of fragments as markup", () => {
    const rows = ["<a>", "b"].map((n) => html`<li>${n}</li>`);
    const list = html`<ul>${rows}</ul>`;
    expect(isSafeHtml(list)).toBe(true);
    expect(list.markup).toBe("<ul><li>&lt;a&gt;</li><li>b</li></ul>");
  });

  it("does not take a plain object that only looks like a fragment from data", () => {
    // A value from JSON can have a "markup" field; only fragments built by html`` are trusted.
    const fromData = JSON.parse('{"markup":"<img src=x onerror=alert(1)>"}');
    expect(html`${fromData}`.markup).not.toContain("<img");
  });
});
