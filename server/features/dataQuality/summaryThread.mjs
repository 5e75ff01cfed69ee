// Entry of the data-quality summary thread (summaryThread.ts). As the workbook thread: a worker thread
// does not inherit the tsx loader, so it registers it before loading its code.
import { register } from "tsx/esm/api";

register();
await import(new URL("./summaryThreadMain.ts", import.meta.url).href);
