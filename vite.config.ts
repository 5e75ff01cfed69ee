import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompressPlugin } from "./scripts/precompress";

const apiTarget = "http://localhost:3000";

export default defineConfig({
  root: "client",
  publicDir: "public",
  plugins: [react({ jsxImportSource: "@emotion/react" }), precompressPlugin()],
  build: {
    outDir: "../dist/client",
    emptyOutDir: true,
    sourcemap: true,
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
