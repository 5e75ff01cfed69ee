// Entry of a workbook thread (readWorkbook.ts). As the import thread (server/imports/importThread.mjs):
// a worker thread does not inherit the tsx loader, so it registers it before loading its code.
import { register } from "tsx/esm/api";

register();
await import(new URL("./workbookThreadMain.ts", import.meta.url).href);
