import { z } from "zod";

// The page's Content-Security-Policy allows no eval: zod's compiled object parsers (and the `new Function`
// probe behind them, which a strict CSP reports as a violation even when the error is caught) stay off.
// Imported first by main.tsx, before any module builds a schema: zod reads the setting when a schema is made.
z.config({ jitless: true });
