import { readFileSync } from "node:fs";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { buildCommit } from "./scripts/buildCommit.mjs";
import { precompressPlugin } from "./scripts/precompress";

const apiTarget = "http://localhost:3000";
const { version } = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));

export default defineConfig({
  root: "client",
  publicDir: "public",
  plugins: [react({ jsxImportSource: "@emotion/react" }), precompressPlugin()],
  // The build id a client error report carries (client/src/app/errorReports): version and commit.
  define: { "import.meta.env.VITE_KEELSON_BUILD": JSON.stringify(`${version}+${buildCommit()}`) },
  build: {
    outDir: "../dist/client",
    emptyOutDir: true,
    // Written beside each chunk, but no `sourceMappingURL` comment points a browser at them, and neither the
    // server (server/http/staticClient.ts) nor nginx (deploy/nginx.conf) serves them: they stay with the
    // build for `npm run client-error:decode` (docs/operations.md, "Client errors").
    sourcemap: "hidden",
    rollupOptions: {
      output: {
        // React itself changes less often than our code, so it gets a chunk of its own that browsers keep
        // cached across releases; every page beyond the sign-in screen is lazy (see app/routes).
        manualChunks: (id) => (/node_modules\/(react|react-dom|scheduler)\//.test(id) ? "react" : undefined),
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      "/api": { target: apiTarget, changeOrigin: true },
      "/socket.io": { target: apiTarget, ws: true, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      "/api": { target: apiTarget, changeOrigin: true },
      "/socket.io": { target: apiTarget, ws: true, changeOrigin: true },
    },
  },
});
