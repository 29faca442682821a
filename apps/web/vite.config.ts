import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, proxy: { '/backend/api': 'http://localhost:8080' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // One chunk per language for the catalogues (loaded lazily by lib/i18n), not one per file.
          groups: [
            { name: 'i18n-fr', test: /packages[\\/]i18n[\\/]fr[\\/]/ },
            { name: 'i18n-ar', test: /packages[\\/]i18n[\\/]ar[\\/]/ },
          ],
        },
      },
    },
  },
});
