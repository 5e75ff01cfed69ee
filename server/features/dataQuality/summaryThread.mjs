// Entry of the data-quality Summary thread (summaryThread.ts). The server runs its TypeScript through tsx,
// in `npm start`, `npx vitest` and `tsx` scripts alike; a worker thread does not inherit a loader that
// vitest or a parent registered, so the thread registers tsx itself before loading its code.
import { register } from "tsx/esm/api";

register();
await import(new URL("./summaryThreadMain.ts", import.meta.url).href);
