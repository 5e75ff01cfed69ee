import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import openapiTS, { astToString } from "openapi-typescript";

/** Where the generated types go (not committed: they are generated from the server's document). */
export const GENERATED = path.join(path.dirname(fileURLToPath(import.meta.url)), "generated", "api.ts");

/** Writes the TypeScript types of the OpenAPI document at `documentUrl` (…/api/v1/openapi.json). */
export async function generateTypes(documentUrl: string, file = GENERATED): Promise<string> {
  const answer = await fetch(documentUrl);
  if (!answer.ok) throw new Error(`${documentUrl} answered ${answer.status}`);
  const ast = await openapiTS(await answer.text());
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(
    file,
    `// Generated from ${documentUrl} by openapi-typescript. Do not edit.\n${astToString(ast)}`,
  );
  return file;
}

// npx tsx examples/typed-client/generate.ts http://localhost:3000
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const base = process.argv[2] ?? "http://localhost:3000";
  console.log(`wrote ${await generateTypes(`${base}/api/v1/openapi.json`)}`);
}
