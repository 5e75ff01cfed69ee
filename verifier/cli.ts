/**
 * keelson-verify <package.zip | verification.json>: checks a verification package without Keelson's
 * server or database (docs/verification.md). Exit code 0 when intact, 1 when broken, 2 on bad usage.
 */
import { verifyFile } from "./verifyFile.js";

const file = process.argv[2];
if (!file || file === "--help") {
  process.stderr.write("usage: keelson-verify <verification package .zip or verification.json>\n");
  process.exit(2);
}
const started = performance.now();
try {
  const verdict = await verifyFile(file);
  for (const step of verdict.steps) process.stdout.write(`${step}\n`);
  if (verdict.brokenEvent) {
    const b = verdict.brokenEvent;
    process.stdout.write(`first broken event: ${b.id} (${b.stream} version ${b.version}): ${b.reason}\n`);
  }
  process.stdout.write(
    `${verdict.intact ? "intact" : "BROKEN"} (${((performance.now() - started) / 1000).toFixed(2)} s)\n`,
  );
  process.exit(verdict.intact ? 0 : 1);
} catch (error) {
  process.stderr.write(`keelson-verify: ${(error as Error).message}\n`);
  process.exit(2);
}
