#!/usr/bin/env node
// The end of .ci/run: from each suite's log, the failing tests, the first error line of each and the
// suites' count lines, short enough to survive when only the end of a CI log is kept.
import { readFileSync } from "node:fs";
import { basename } from "node:path";
import { stripVTControlCharacters } from "node:util";

const MAX_LINES = 60;
const failedTest = /(✘|×|\bFAIL\b)|^\s*\d+\) \[/;
const errorLine = /\b(\w*Error|expect\(|Timed out|timed out)/;
const shardPrefix = /^\[e2e [^\]]+\] /;
const errorHeader = /^\s*\d+\) \[|\bFAIL\b/;
const countLine =
  /^\s*(Test Files|Tests)\s|^\s*\d+ (failed|flaky|passed|skipped|did not run)\b|shard \d+\/\d+: exit/;

function summarise(path) {
  const lines = stripVTControlCharacters(readFileSync(path, "utf8")).split("\n");
  const picked = [];
  lines.forEach((line, index) => {
    // scripts/e2e.mjs prefixes each shard's lines with "[e2e i/n] ".
    const body = line.replace(shardPrefix, "");
    if (countLine.test(body)) picked.push(line);
    else if (failedTest.test(body)) {
      picked.push(line);
      const error = lines.slice(index + 1, index + 15).find((next) => errorLine.test(next));
      if (errorHeader.test(body) && error) picked.push(`    ${error.replace(shardPrefix, "").trim()}`);
    }
  });
  return [...new Set(picked)];
}

const report = [];
for (const path of process.argv.slice(2)) {
  const picked = summarise(path);
  if (picked.some((line) => failedTest.test(line) || /failed|flaky|exit [1-9]/.test(line))) {
    report.push(`-- ${basename(path)}`, ...picked);
  }
}
if (report.length === 0) console.log("nothing failed");
else {
  console.log(report.slice(0, MAX_LINES).join("\n"));
  if (report.length > MAX_LINES)
    console.log(`… ${report.length - MAX_LINES} more lines in the suites' output above`);
}
