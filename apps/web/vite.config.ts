import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { FIRST_PAINT_NAMESPACES } from './src/lib/i18n/catalogue-parts.ts';

// Two chunks per language for the catalogues (decision 096): the first-paint files and the rest.
const firstPaint = FIRST_PAINT_NAMESPACES.join('|');
const catalogueGroups = (lang: string) => [
  {
    name: `i18n-${lang}`,
    test: new RegExp(`packages[\\\\/]i18n[\\\\/]${lang}[\\\\/](${firstPaint})\\.json|catalogue-${lang}\\.ts`),
  },
  {
    name: `i18n-${lang}-rest`,
    test: new RegExp(`packages[\\\\/]i18n[\\\\/]${lang}[\\\\/](?!(${firstPaint})\\.json)|catalogue-${lang}-rest\\.ts`),
  },
];

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, proxy: { '/backend/api': 'http://localhost:8080' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // One stylesheet, linked by index.html (decision 113): the prerendered home page's island never loads the
    // app's chunks, so the styles of the shell's and the home page's modules cannot come with them.
    cssCodeSplit: false,
    // dist/.vite/manifest.json: the chunk graph scripts/check-js-budget.mjs reads (the home page's initial JS).
    manifest: true,
    // The page chunks of the router load lazily; Vite's list of each one's dependencies, written into the
    // entry for every lazy import, was 7 KB of the home page's compressed JS. index.html keeps preloading the
    // entry's own imports; a page's imports are fetched when its chunk arrives (most are already loaded).
    // Except the app's start (app/start-app.tsx), which the entry imports for every page but a visitor's home page
    // (decision 113): its modules are fetched at once, in parallel, not one level of imports after the other.
    modulePreload: {
      resolveDependencies: (file, deps, { hostType }) =>
        hostType === 'html' || /(^|\/)start-app-[^/]+\.js$/.test(file) ? deps : [],
    },
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Per language, one chunk per part of the catalogue (loaded lazily by lib/i18n), not one per file.
          groups: [...catalogueGroups('fr'), ...catalogueGroups('ar')],
        },
      },
    },
  },
});
