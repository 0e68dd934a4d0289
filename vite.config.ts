import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { publicCatalogue } from './scripts/vite/publicCatalogue.ts';
import { adminPreload } from './scripts/vite/adminPreload.ts';

const apiPort = process.env.API_PORT ?? '3000';

export default defineConfig({
  plugins: [react(), publicCatalogue(import.meta.dirname), adminPreload()],
  server: {
    port: Number(process.env.DEV_PORT ?? 5173),
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
  },
});
