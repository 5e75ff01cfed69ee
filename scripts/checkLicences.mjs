#!/usr/bin/env node
// The licence check (docs/operations.md, "Licences"): every package the production build ships or runs
// (`dependencies`, transitively, as installed in node_modules) must carry a licence file whose text is an
// allowed open-source licence. The text decides, never package.json's `license` field: apexcharts 5.0.0
// said "MIT" there while its LICENSE file was a licence gated on the customer's revenue.
//
// Texts are compared word by word with the canonical texts of the SPDX License List (the npm package
// spdx-license-list, CC0-1.0): a file is recognised when each licence found in it is there almost whole
// (ALLOWED_COVERAGE of its words, in order) and what is left besides those licences and the copyright lines
// is a few words at most (MAX_UNMATCHED_WORDS) — a title, a name. Anything else fails, naming the package,
// its version, its path and the text that was not recognised. A package whose licence a person has read and
// accepted without this check recognising it is listed in scripts/licenceExceptions.json with the SHA-256 of
// the file it read; a changed file fails again.
//
// Usage: node scripts/checkLicences.mjs [--json]   (exit code 1 when a package fails)
import { createHash } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(import.meta.url);

/**
 * The licences a production dependency may carry: OSI-approved permissive licences, MPL-2.0 (weak,
 * file-level copyleft: using a package unmodified is fine), and the public-domain dedications CC0-1.0
 * and Unlicense. No GPL, LGPL, AGPL, SSPL, BUSL, Commons Clause, or a vendor's own terms.
 */
export const ALLOWED_LICENCES = [
  "0BSD",
  "Apache-2.0",
  "BlueOak-1.0.0",
  "BSD-2-Clause",
  "BSD-3-Clause",
  "BSL-1.0",
  "CC0-1.0",
  "ISC",
  "MIT",
  "MIT-0",
  "MPL-2.0",
  "Python-2.0",
  "Unlicense",
  "Zlib",
];

/** Share of a canonical text's words that must be found, in order, for the licence to count as present. */
export const ALLOWED_COVERAGE = 0.95;
/** Words of a licence file that may be left unexplained by the licences found (titles, names, a URL). */
export const MAX_UNMATCHED_WORDS = 30;

const LICENCE_FILE = /^(licen[cs]e|copying|unlicen[cs]e|mit-licen[cs]e)([.-][\w.-]*)?$/i;
// A copyright line starts with "Copyright", "(c)" or "©" and names a year (or a placeholder for one) or (c). A
// line of licence text may also start with those ("copyright, patent, trademark", Apache's "(c) You must
// retain"), and those must stay.
const COPYRIGHT_LINE =
  /^[\s#*>/-]*(portions\s+)?(copyright|\(c\)|©).*(\(c\)|©|\b(1[89]|20)\d\d\b|<year>|\byear\b)|^[\s#*>/-]*all rights reserved/i;

/** Lower-case words of a text, without its copyright lines; "licence" and "license" are one word. */
export function words(text) {
  return (
    text
      .split(/\r?\n/)
      .filter((line) => !COPYRIGHT_LINE.test(line))
      .join("\n")
      .toLowerCase()
      .replaceAll("&", " and ")
      .replace(/licenc/g, "licens")
      .match(/[a-z0-9]+/g) ?? []
  );
}

let canonicalPieces;
/**
 * The canonical texts to look for: every allowed licence, with Apache-2.0's "APPENDIX: How to apply" as a
 * piece of its own (many copies leave it out), and, so that a file holding one of them is reported by name,
 * the copyleft and non-free licences most often met in npm packages.
 */
function pieces() {
  if (canonicalPieces) return canonicalPieces;
  const spdx = require("spdx-license-list/full");
  const known = [
    ...ALLOWED_LICENCES,
    "GPL-2.0-only",
    "GPL-3.0-only",
    "LGPL-2.1-only",
    "LGPL-3.0-only",
    "AGPL-3.0-only",
    "SSPL-1.0",
    "BUSL-1.1",
    "CC-BY-4.0",
    "CC-BY-SA-4.0",
    "CC-BY-NC-4.0",
    "EPL-2.0",
  ];
  canonicalPieces = [];
  for (const id of known) {
    const text = spdx[id]?.licenseText;
    if (!text) throw new Error(`spdx-license-list has no text for ${id}`);
    const allowed = ALLOWED_LICENCES.includes(id);
    const end = text.indexOf("END OF TERMS AND CONDITIONS");
    if (id === "Apache-2.0" && end > 0) {
      const cut = end + "END OF TERMS AND CONDITIONS".length;
      canonicalPieces.push({ id, allowed, words: words(text.slice(0, cut)) });
      canonicalPieces.push({ id: "Apache-2.0 (appendix)", allowed, words: words(text.slice(cut)) });
      // The notice the appendix asks each file to carry, which some packages ship as their LICENSE.
      const header = /Licensed under the Apache License[\s\S]*?limitations under the License\./.exec(text);
      if (!header) throw new Error("spdx-license-list's Apache-2.0 text has no standard header");
      canonicalPieces.push({ id: "Apache-2.0 (notice)", allowed, words: words(header[0]) });
    } else canonicalPieces.push({ id, allowed, words: words(text) });
  }
  for (const piece of canonicalPieces) piece.set = new Set(piece.words);
  return canonicalPieces;
}

/**
 * Longest common subsequence of a canonical text (a) in a file's words (b): how many of a's words were found
 * in order, and which positions of b they took.
 */
function commonSubsequence(a, b) {
  const n = a.length;
  const m = b.length;
  const width = m + 1;
  const table = new Uint16Array((n + 1) * width);
  for (let i = 1; i <= n; i++) {
    const ai = a[i - 1];
    const row = i * width;
    const above = row - width;
    for (let j = 1; j <= m; j++) {
      table[row + j] =
        ai === b[j - 1] ? table[above + j - 1] + 1 : Math.max(table[above + j], table[row + j - 1]);
    }
  }
  const taken = new Set();
  let i = n;
  let j = m;
  while (i > 0 && j > 0) {
    if (a[i - 1] === b[j - 1]) {
      taken.add(j - 1);
      i--;
      j--;
    } else if (table[(i - 1) * width + j] >= table[i * width + j - 1]) i--;
    else j--;
  }
  return { length: table[n * width + m], taken };
}

/**
 * What licences a licence file's text holds. Repeatedly takes the canonical text found most completely
 * (at least ALLOWED_COVERAGE of its words in order; of several, the one explaining most words, so BSD-3
 * wins over BSD-2 and ISC over 0BSD) and removes its words, until none is left to find.
 * @returns {{ licences: string[], unmatched: string[], ok: boolean, reason?: string }}
 */
export function classifyLicenceText(text) {
  let rest = words(text);
  const found = [];
  for (;;) {
    const present = new Set(rest);
    let best = null;
    for (const piece of pieces()) {
      // Cheap first look: most of the piece's distinct words must be there at all.
      let shared = 0;
      for (const word of piece.set) if (present.has(word)) shared++;
      if (shared < piece.set.size * ALLOWED_COVERAGE) continue;
      const match = commonSubsequence(piece.words, rest);
      if (match.length < piece.words.length * ALLOWED_COVERAGE) continue;
      if (!best || match.length > best.match.length) best = { piece, match };
    }
    if (!best) break;
    found.push(best.piece);
    rest = rest.filter((_, index) => !best.match.taken.has(index));
  }
  const licences = [...new Set(found.map((piece) => piece.id.replace(/ \((appendix|notice)\)$/, "")))];
  const refused = found.filter((piece) => !piece.allowed).map((piece) => piece.id);
  if (refused.length > 0)
    return { licences, unmatched: rest, ok: false, reason: `not an allowed licence: ${refused.join(", ")}` };
  if (found.length === 0)
    return { licences, unmatched: rest, ok: false, reason: "no allowed licence recognised in the text" };
  if (rest.length > MAX_UNMATCHED_WORDS)
    return {
      licences,
      unmatched: rest,
      ok: false,
      reason: `${rest.length} words besides ${licences.join(" and ")} (terms of its own?)`,
    };
  return { licences, unmatched: rest, ok: true };
}

/** Where `name` resolves from a package directory, as Node's resolution walks node_modules upwards. */
function resolvePackageDir(fromDir, name, root) {
  let dir = fromDir;
  for (;;) {
    if (path.basename(dir) !== "node_modules") {
      const candidate = path.join(dir, "node_modules", name);
      if (fs.existsSync(path.join(candidate, "package.json"))) return candidate;
    }
    const parent = path.dirname(dir);
    if (dir === root || parent === dir || !parent.startsWith(root)) return null;
    dir = parent;
  }
}

/**
 * The installed production tree: the root's `dependencies` and `optionalDependencies`, and theirs, and the
 * peer dependencies that are installed, each package directory once.
 */
export function productionPackages(root = ROOT) {
  const rootManifest = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));
  const seen = new Map();
  const queue = [{ dir: root, manifest: rootManifest, isRoot: true }];
  while (queue.length > 0) {
    const { dir, manifest, isRoot } = queue.shift();
    const wanted = [
      ...Object.keys(manifest.dependencies ?? {}).map((name) => [name, true]),
      ...Object.keys(manifest.optionalDependencies ?? {}).map((name) => [name, false]),
      ...(isRoot
        ? []
        : Object.keys(manifest.peerDependencies ?? {}).map((name) => [
            name,
            !manifest.peerDependenciesMeta?.[name]?.optional,
          ])),
    ];
    for (const [name, required] of wanted) {
      const found = resolvePackageDir(dir, name, root);
      if (!found) {
        if (required && manifest.optionalDependencies?.[name] === undefined)
          throw new Error(`${manifest.name ?? dir} needs ${name}, which is not installed: run npm install`);
        continue;
      }
      if (seen.has(found)) continue;
      const own = JSON.parse(fs.readFileSync(path.join(found, "package.json"), "utf8"));
      seen.set(found, { name: own.name ?? name, version: own.version, dir: found });
      queue.push({ dir: found, manifest: own, isRoot: false });
    }
  }
  return [...seen.values()].sort((a, b) => a.dir.localeCompare(b.dir));
}

/** The reviewed exceptions: name@version of packages, the licence file a person read and its SHA-256 (or null). */
export function loadExceptions(file = path.join(ROOT, "scripts", "licenceExceptions.json")) {
  return JSON.parse(fs.readFileSync(file, "utf8")).exceptions;
}

/** The text under a README's "License"/"Licence" heading, up to the next heading of the same or a higher level. */
export function readmeLicenceSection(dir) {
  const file = fs.readdirSync(dir).find((name) => /^readme(\.(md|markdown|txt))?$/i.test(name));
  if (!file) return null;
  const lines = fs.readFileSync(path.join(dir, file), "utf8").split(/\r?\n/);
  const start = lines.findIndex((line) => /^#{1,6}\s*licen[cs]e\b/i.test(line.trim()));
  if (start < 0) return null;
  const level = /^#+/.exec(lines[start].trim())[0].length;
  let end = lines.findIndex(
    (line, i) => i > start && /^#+/.test(line) && /^#+/.exec(line)[0].length <= level,
  );
  if (end < 0) end = lines.length;
  return { file, text: lines.slice(start + 1, end).join("\n") };
}

const sha256 = (text) => createHash("sha256").update(text).digest("hex");

/** Checks one installed package; `failures` are messages naming package, version and path. */
export function checkPackage(pkg, exceptions = [], root = ROOT) {
  const where = path.relative(root, pkg.dir);
  const files = fs
    .readdirSync(pkg.dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && LICENCE_FILE.test(entry.name))
    .map((entry) => entry.name)
    .sort();
  const excepted = (file, hash) =>
    exceptions.find(
      (e) => e.packages.includes(`${pkg.name}@${pkg.version}`) && e.file === file && e.sha256 === hash,
    );
  if (files.length === 0) {
    // No licence file: the licence's text in the README's "License" section will do, when it is there whole.
    const readme = readmeLicenceSection(pkg.dir);
    const result = readme && classifyLicenceText(readme.text);
    if (result?.ok) return { licences: result.licences, failures: [], source: readme.file };
    const exception = excepted(null, null);
    if (exception) return { licences: [exception.licence], failures: [], excepted: true };
    return {
      licences: [],
      failures: [
        `${pkg.name}@${pkg.version} (${where}): no LICENSE, LICENCE or COPYING file${
          readme ? `, and its ${readme.file} section "License" is not a licence's text` : ""
        }`,
      ],
    };
  }
  const licences = new Set();
  const failures = [];
  let usedException = false;
  for (const file of files) {
    const text = fs.readFileSync(path.join(pkg.dir, file), "utf8");
    const result = classifyLicenceText(text);
    if (result.ok) {
      for (const id of result.licences) licences.add(id);
      continue;
    }
    const exception = excepted(file, sha256(text));
    if (exception) {
      licences.add(exception.licence);
      usedException = true;
      continue;
    }
    const sample = result.unmatched.slice(0, 24).join(" ");
    failures.push(
      `${pkg.name}@${pkg.version} (${path.join(where, file)}, sha256 ${sha256(text)}): ${result.reason}${
        sample ? `; unrecognised: "${sample}${result.unmatched.length > 24 ? " …" : ""}"` : ""
      }`,
    );
  }
  return { licences: [...licences], failures, excepted: usedException };
}

/** The whole check: every production package, with what it carries, and the failures. */
export function checkLicences(root = ROOT, exceptions = loadExceptions()) {
  const packages = productionPackages(root).map((pkg) => ({
    ...pkg,
    ...checkPackage(pkg, exceptions, root),
  }));
  const failures = packages.flatMap((pkg) => pkg.failures);
  // An exception no installed package needs any more is reported, so the file does not outlive its reasons.
  const unusedExceptions = exceptions.flatMap((e) =>
    e.packages
      .filter((id) => !packages.some((pkg) => `${pkg.name}@${pkg.version}` === id && pkg.excepted))
      .map((id) => ({ ...e, package: id })),
  );
  return { packages, failures, unusedExceptions };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { packages, failures, unusedExceptions } = checkLicences();
  if (process.argv.includes("--json")) console.log(JSON.stringify(packages, null, 2));
  else {
    const counts = new Map();
    for (const pkg of packages) {
      const key = pkg.licences.join(" + ") || "—";
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    console.log(`${packages.length} production packages:`);
    for (const [key, count] of [...counts].sort((a, b) => b[1] - a[1])) console.log(`  ${count}\t${key}`);
  }
  for (const e of unusedExceptions)
    console.error(`unused exception (remove it): ${e.package} ${e.file ?? "(no file)"}`);
  for (const failure of failures) console.error(`licence check failed: ${failure}`);
  process.exit(failures.length > 0 || unusedExceptions.length > 0 ? 1 : 0);
}
