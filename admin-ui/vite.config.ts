import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The server's pure rules (permission levels, status colours, toasts...) are imported, never rewritten.
const serverSource = fileURLToPath(new URL('../server/src', import.meta.url));

export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  resolve: { alias: { '@server': serverSource } },
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
