import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { constants } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';

const apiTarget = process.env.KAMPA_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // `.br` and `.gz` beside each text file, at the strongest settings: compressed once at build,
    // the API sends whichever the browser accepts.
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      include: /\.(html|css|js|mjs|json|svg|txt|xml)$/,
      threshold: 512,
      logLevel: 'silent',
    }),
  ],
  resolve: {
    // `@/…` is `src/…`: features import shared code without climbing `../../..`.
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: Number(process.env.WEB_DEV_PORT ?? 5173),
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    sourcemap: true,
    rolldownOptions: {
      // The contracts' schemas are built with zod's `z.…()` calls, which have no side effects: a
      // screen that imports a constant from a contract module (the roles, the metrics) gets the
      // constant without the module's schemas, and without zod unless it validates something.
      treeshake: { manualPureFunctions: ['z'] },
    },
    chunkSizeWarningLimit: 600,
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
    // A limit against a hung test, not a timing assertion: on a shared, loaded machine a jsdom
    // test that renders a form can take longer than Vitest's default 5 s.
    testTimeout: 20_000,
  },
});
