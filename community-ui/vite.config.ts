import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

// The specification's pure rules live once, in the server; the UI imports them, never rewrites them.
const serverSource = fileURLToPath(new URL('../server/src', import.meta.url));

export default defineConfig({
  // Every file also as .br and .gz (best levels), which the server sends as they are (ui-routes.ts).
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'] })],
  resolve: {
    alias: {
      '@server': serverSource,
      // polyglot's polyfills, as the built-ins every browser we support has (Object.entries, Object.hasOwn).
      'object.entries': fileURLToPath(new URL('../scripts/natives/object-entries.cjs', import.meta.url)),
      hasown: fileURLToPath(new URL('../scripts/natives/hasown.cjs', import.meta.url)),
    },
  },
  server: {
    port: 5173,
    // The Host header is kept so the server reads the instance from the sub-domain, as in production.
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // One small entry; every screen is its own chunk, loaded on first visit.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What the first paint needs, in one file: the entry with React and the runtime.
            { name: 'initial', tags: ['$initial'], priority: 2 },
            // What two or more screens share, in one file, instead of a dozen files of a few hundred bytes:
            // on a phone each file costs a round trip.
            { name: 'shared', minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
});
