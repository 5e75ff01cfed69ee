#!/usr/bin/env node
// Runs the TypeScript verifier of this repository through tsx (a dev dependency): npx keelson-verify <file>
import { register } from "tsx/esm/api";

register();
await import("../verifier/cli.ts");
