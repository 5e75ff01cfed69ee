/**
 * The offline verifier inside a verification package (verify.html): bundled by esbuild into one
 * inline script, no network. It checks the package embedded in the page, or a verification.json the
 * verifier picks, with the same domain code as the CLI. Everything from the package is shown as text.
 */

import type { PackageVerdict, VerificationPackage } from "../domain/ledger/verificationPackage.js";
import { verifyWithWebCrypto } from "./webCryptoVerifier.js";

function show(verdict: PackageVerdict, source: string): void {
  const result = document.getElementById("result")!;
  result.textContent = "";
  const heading = document.createElement("h2");
  heading.id = "verdict";
  heading.textContent = verdict.intact ? "intact" : "BROKEN";
  heading.className = verdict.intact ? "ok" : "bad";
  result.append(heading);
  if (verdict.brokenEvent) {
    const broken = document.createElement("p");
    broken.id = "broken-event";
    const b = verdict.brokenEvent;
    broken.textContent = `First broken event: ${b.id} (${b.stream} version ${b.version}): ${b.reason}`;
    result.append(broken);
  }
  const from = document.createElement("p");
  from.textContent = `Checked: ${source}`;
  const list = document.createElement("ol");
  for (const step of verdict.steps) {
    const item = document.createElement("li");
    item.textContent = step;
    list.append(item);
  }
  result.append(from, list);
}

async function check(text: string, source: string): Promise<void> {
  let pkg: VerificationPackage;
  try {
    pkg = JSON.parse(text) as VerificationPackage;
  } catch {
    show(
      { intact: false, steps: ["FAILED: the file is not JSON"], brokenEvent: null, figuresMatch: null },
      source,
    );
    return;
  }
  try {
    show(await verifyWithWebCrypto(pkg), source);
  } catch (error) {
    show(
      {
        intact: false,
        steps: [`FAILED: ${(error as Error).message}`],
        brokenEvent: null,
        figuresMatch: null,
      },
      source,
    );
  }
}

const embedded = document.getElementById("package")?.textContent ?? "";
if (embedded.trim()) void check(embedded, "the package embedded in this page");
document.getElementById("file")?.addEventListener("change", (event) => {
  const file = (event.target as HTMLInputElement).files?.[0];
  if (file) void file.text().then((text) => check(text, file.name));
});
