import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

// The server's pure rules (permission levels, status colours, toasts...) are imported, never rewritten.
const serverSource = fileURLToPath(new URL('../server/src', import.meta.url));

export default defineConfig({
  base: '/admin/',
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
    port: 5174,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
  },
});
