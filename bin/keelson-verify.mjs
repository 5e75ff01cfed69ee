#!/usr/bin/env node
// npx keelson-verify <file>: runs the verifier built ahead into dist/verifier (plain node, no TypeScript
// compiled at start), building it first when it is missing or older than its sources (scripts/buildVerifier.mjs).
import { pathToFileURL } from "node:url";
import { builtVerifier } from "../scripts/buildVerifier.mjs";

await import(pathToFileURL(await builtVerifier()).href);
