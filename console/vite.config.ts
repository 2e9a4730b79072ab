import preact from "@preact/preset-vite";
import { defineConfig } from "vitest/config";

// The console is served from the same origin as the API (/v1): the local front in `make dev`, CloudFront in AWS.
// `npm run dev` proxies /v1 to a running `make dev` stack.
export default defineConfig({
  plugins: [preact()],
  build: {
    outDir: "dist",
    target: "es2020",
    // No inline script anywhere (the Content-Security-Policy has no 'unsafe-inline'): Vite's modulepreload
    // polyfill is not injected, and no asset is inlined as a data: URL.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    sourcemap: false,
    reportCompressedSize: false,
  },
  server: { proxy: { "/v1": "http://127.0.0.1:3000" } },
  // component tests (*.test.tsx) run in jsdom (their `@vitest-environment` comment), the others in node
  test: { environment: "node", include: ["src/**/*.test.{ts,tsx}"] },
});
