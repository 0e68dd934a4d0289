import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { publicCatalogue } from './scripts/vite/publicCatalogue.ts';
import { muiIconShapes } from './scripts/vite/muiIconShapes.ts';
import { adminPreload } from './scripts/vite/adminPreload.ts';

const apiPort = process.env.API_PORT ?? '3000';

export default defineConfig({
  plugins: [react(), publicCatalogue(import.meta.dirname), muiIconShapes(), adminPreload()],
  resolve: {
    alias: { 'object.entries': `${import.meta.dirname}/scripts/vite/shims/objectEntries.cjs` },
  },
  server: {
    port: Number(process.env.DEV_PORT ?? 5173),
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      // A list screen drew its rows after some 80 small shared chunks had come over HTTP/1.1's six
      // connections; shared chunks under 30 KB of source are copied into the chunks that read them
      // (one execution and one module state across the copies: rolldown keeps a registry), so it
      // asks for about 20. The option needs the entries' unused exports dropped and modules run in
      // source order (docs/decisions/0047-small-shared-chunks-copied.md).
      preserveEntrySignatures: false,
      output: {
        strictExecutionOrder: true,
        codeSplitting: {
          // Vite's CSS plugin would emit a copied module's styles once per copy.
          experimentalInlineCommonChunks: { maxSize: 30_000, exclude: /\.css(\?|$)/ },
        },
      },
    },
  },
});
