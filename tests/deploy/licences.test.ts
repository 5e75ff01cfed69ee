/**
 * The licence check (scripts/checkLicences.mjs, docs/operations.md "Licences"): every installed production
 * dependency carries the text of an allowed licence, and the classifier tells such texts from others.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module script (no types).
import * as check from "../../scripts/checkLicences.mjs";

interface Classified {
  licences: string[];
  unmatched: string[];
  ok: boolean;
  reason?: string;
}
interface Checked {
  name: string;
  version: string;
  dir: string;
  licences: string[];
  failures: string[];
}
interface Exception {
  packages: string[];
  file: string | null;
  sha256: string | null;
  licence: string;
  reason: string;
}
const classify = check.classifyLicenceText as (text: string) => Classified;
const checkPackage = check.checkPackage as (
  pkg: { name: string; version: string; dir: string },
  exceptions: Exception[],
  root: string,
) => { licences: string[]; failures: string[] };
const checkLicences = check.checkLicences as () => {
  packages: Checked[];
  failures: string[];
  unusedExceptions: unknown[];
};

const spdx = createRequire(import.meta.url)("spdx-license-list/full") as Record<
  string,
  { licenseText: string }
>;
const canonical = (id: string) => spdx[id]!.licenseText;
const withHolder = (id: string) =>
  canonical(id).replace(/Copyright.*\n/, "Copyright (c) 2019 Some Author <someone@example.com>\n");

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "keelson-licences-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe("the installed production dependencies", () => {
  const result = checkLicences();

  it("all carry an allowed licence's text (or a reviewed exception), and every exception is still needed", () => {
    expect(result.failures).toEqual([]);
    expect(result.unusedExceptions).toEqual([]);
    expect(result.packages.length).toBeGreaterThan(100);
  });

  it("walk the installed tree of `dependencies` only, apexcharts 4.7.0 among them as MIT, and no build tools", () => {
    const byName = new Map(result.packages.map((pkg) => [pkg.name, pkg]));
    expect(byName.get("apexcharts")).toMatchObject({ version: "4.7.0", licences: ["MIT"] });
    expect(byName.get("react")?.licences).toEqual(["MIT"]);
    // Transitive: exceljs → unzipper (overridden to 0.12.5, which no longer needs buffers) → fs-extra.
    expect(byName.get("unzipper")?.version).toBe("0.12.5");
    expect(byName.has("fs-extra")).toBe(true);
    expect(byName.has("buffers")).toBe(false);
    for (const tool of ["vite", "tsx", "esbuild", "vitest", "typescript", "@vitejs/plugin-react"])
      expect(byName.has(tool), tool).toBe(false);
  });
});

describe("classifyLicenceText", () => {
  it("recognises the canonical texts with a copyright line of their own", () => {
    for (const id of [
      "MIT",
      "ISC",
      "BSD-2-Clause",
      "BSD-3-Clause",
      "Apache-2.0",
      "0BSD",
      "MPL-2.0",
      "Unlicense",
    ])
      expect(classify(withHolder(id)), id).toMatchObject({ ok: true, licences: [id] });
  });

  it("tells BSD-3-Clause from the BSD-2-Clause it contains, and ISC from 0BSD", () => {
    expect(classify(canonical("BSD-3-Clause")).licences).toEqual(["BSD-3-Clause"]);
    expect(classify(canonical("ISC")).licences).toEqual(["ISC"]);
  });

  it("reads a file holding two allowed licences, Apache-2.0 without its appendix, and the Apache notice", () => {
    const apache = canonical("Apache-2.0");
    const withoutAppendix = apache.slice(0, apache.indexOf("END OF TERMS AND CONDITIONS"));
    expect(classify(`${withoutAppendix}END OF TERMS AND CONDITIONS\n`)).toMatchObject({ ok: true });
    expect(classify(`${canonical("MIT")}\n\n---\n\n${apache}`)).toMatchObject({
      ok: true,
      licences: expect.arrayContaining(["MIT", "Apache-2.0"]),
    });
    const notice = /Licensed under the Apache License[\s\S]*?limitations under the License\./.exec(
      apache,
    )![0];
    expect(classify(`Copyright 2020 Someone\n\n${notice}`)).toMatchObject({
      ok: true,
      licences: ["Apache-2.0"],
    });
  });

  it("refuses an allowed text with terms added to it, naming the words it did not recognise", () => {
    const gated = `${canonical("MIT")}\n\nThe permission above is granted only to organisations whose annual revenue is below two million US dollars; larger organisations must buy a commercial licence from the authors before they use, copy or distribute the Software in any product or service offered to others.`;
    const result = classify(gated);
    expect(result.ok).toBe(false);
    expect(result.reason).toMatch(/words besides MIT/);
    expect(result.unmatched.join(" ")).toContain("annual revenue is below two million");
  });

  it("refuses copyleft and non-free texts by name, and a text that is no licence", () => {
    expect(classify(canonical("GPL-3.0-only"))).toMatchObject({ ok: false, licences: ["GPL-3.0-only"] });
    expect(classify(canonical("BUSL-1.1")).ok).toBe(false);
    expect(classify(canonical("CC-BY-NC-4.0")).ok).toBe(false);
    expect(classify("MIT").ok).toBe(false);
    expect(
      classify(
        "Free for non-profits and small businesses with less than $2 million USD in annual revenue. Everyone else needs a commercial licence.",
      ),
    ).toMatchObject({ ok: false, reason: "no allowed licence recognised in the text" });
  });

  it("refuses the MIT text with a condition taken out", () => {
    const cut = canonical("MIT").replace(/The above copyright notice[\s\S]*?of the Software\./, "");
    expect(classify(cut).licences).not.toContain("MIT");
  });
});

describe("checkPackage", () => {
  function fakePackage(name: string, files: Record<string, string>) {
    const dir = path.join(tmp, "node_modules", name);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(
      path.join(dir, "package.json"),
      JSON.stringify({ name, version: "5.0.0", license: "MIT" }),
    );
    for (const [file, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, file), text);
    return { name, version: "5.0.0", dir };
  }
  const revenueGated =
    "## License Options\n\nCommunity License (Free): for organisations with less than $2 million USD in annual revenue.\nCommercial License (Paid): required if you earn $2 million USD or more per year.\n";

  it("fails a package whose licence file is not an allowed licence, whatever package.json says", () => {
    const pkg = fakePackage("gated-charts", { LICENSE: revenueGated });
    const { failures } = checkPackage(pkg, [], tmp);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toContain("gated-charts@5.0.0 (node_modules/gated-charts/LICENSE, sha256 ");
    expect(failures[0]).toContain("no allowed licence recognised");
  });

  it("fails a package without a licence file, unless its README's License section holds the text", () => {
    const bare = fakePackage("bare", { "README.md": "# bare\n\n## License\n\nMIT\n" });
    expect(checkPackage(bare, [], tmp).failures[0]).toMatch(
      /^bare@5\.0\.0 \(node_modules\/bare\): no LICENSE, LICENCE or COPYING file, and its README.md section "License"/,
    );
    const documented = fakePackage("documented", {
      "README.md": `# documented\n\n## License\n\n${withHolder("MIT")}\n\n## Changes\n\nMany.\n`,
    });
    expect(checkPackage(documented, [], tmp)).toMatchObject({ failures: [], licences: ["MIT"] });
  });

  it("accepts a reviewed exception only for the listed version and the very text reviewed", () => {
    const pkg = fakePackage("reviewed", { "LICENSE.md": revenueGated });
    const sha256 = createHash("sha256").update(revenueGated).digest("hex");
    const exception = {
      packages: ["reviewed@5.0.0"],
      file: "LICENSE.md",
      sha256,
      licence: "MIT",
      reason: "test",
    };
    expect(checkPackage(pkg, [exception], tmp)).toMatchObject({ failures: [], licences: ["MIT"] });
    expect(checkPackage(pkg, [{ ...exception, packages: ["reviewed@4.0.0"] }], tmp).failures).toHaveLength(1);
    fs.appendFileSync(path.join(pkg.dir, "LICENSE.md"), "OEM licence: ask us.\n");
    expect(checkPackage(pkg, [exception], tmp).failures).toHaveLength(1);
  });
});
