import { describe, expect, it } from "vitest";
import { parseTaxaCell, taxaWithCategories, taxonCategory, validateTaxonomyRows } from "./taxonomyRules.js";

describe("taxonomy rules", () => {
  it("takes a taxon's category from the text before the first colon", () => {
    expect(taxonCategory("Fuel: Mass flow")).toBe("Fuel");
    expect(taxonCategory("ISO 19030: Speed: through water")).toBe("ISO 19030");
    expect(taxonCategory("Navigation")).toBe("Navigation");
  });

  it("lists each taxon once, grouped by category", () => {
    expect(taxaWithCategories(["Fuel: b", "Weather: Wind", "Fuel: a", "Fuel: b"])).toEqual([
      { name: "Fuel: a", category: "Fuel" },
      { name: "Fuel: b", category: "Fuel" },
      { name: "Weather: Wind", category: "Weather" },
    ]);
  });

  it("splits a taxa cell by semicolons, dropping blanks and repeats", () => {
    expect(parseTaxaCell(" Fuel: a ; ;Fuel: a;Weather: Wind ")).toEqual(["Fuel: a", "Weather: Wind"]);
    expect(parseTaxaCell("")).toEqual([]);
  });

  it("checks every row and reports all problems with their row numbers", () => {
    const known = new Set([1, 2, 3]);
    const { changes, problems } = validateTaxonomyRows(
      [
        { row: 2, id: 1, taxa: "Fuel: a" },
        { row: 3, id: "x", taxa: "" },
        { row: 4, id: 9, taxa: "Fuel: a" },
        { row: 5, id: 1, taxa: "Fuel: b" },
        { row: 6, id: 2, taxa: "Fuel: ".padEnd(120, "x") },
        { row: 7, id: "3", taxa: "" },
      ],
      known,
    );
    expect(problems).toEqual([
      'Row 3: Id "x" is not a log variable id.',
      "Row 4: no log variable has the id 9.",
      "Row 5: the log variable 1 is listed twice.",
      expect.stringMatching(/^Row 6: the taxon .* is longer than 100 characters\.$/),
    ]);
    expect(changes).toEqual([
      { row: 2, variableId: 1, taxa: ["Fuel: a"] },
      { row: 7, variableId: 3, taxa: [] },
    ]);
  });

  it("refuses a file without rows", () => {
    expect(validateTaxonomyRows([], new Set()).problems).toEqual(["The file holds no taxonomy rows."]);
  });
});
