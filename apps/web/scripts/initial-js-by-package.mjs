#!/usr/bin/env node
// What each package weighs in the home page's initial JavaScript (issue 22, decision 108): builds the web app
// with the project's Vite config into a scratch directory, takes the same chunks as scripts/check-js-budget.mjs
// (the entry, the home page's island, and its static imports; decision 113) or, with --hand-over, what the
// hand-over to the app loads (the app's start, the home page's chunk, their static imports and the French
// first-paint catalogue, minus the entry's), and groups their modules' rendered code by npm package (or "app" for apps/web/src, "@cri/shared",
// "translations"). Each group's code is minified (names mangled, no dead-code removal: the group is cut out of
// its chunk) and compressed on its own, so the figures are what each part costs alone; their sum is a little
// more than check-js-budget.mjs's total (compression and mangling share nothing across groups).
// Usage (from apps/web): node scripts/initial-js-by-package.mjs [--hand-over] [outDir]
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { minifySync } from 'rolldown/utils';
import { build } from 'vite';

const outDir = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? '/tmp/cri-initial-js-by-package';
const HOME_PAGE = /src[\\/]features[\\/]landing[\\/]pages[\\/]home-page\.tsx$/;
const APP_START = /src[\\/]app[\\/]start-app\.tsx$/;
const HAND_OVER = process.argv.includes('--hand-over');

const groupOf = (id) => {
  const inPackage = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id);
  if (inPackage) return inPackage[1].replace('\\', '/');
  if (/packages[\\/]i18n[\\/]/.test(id) || /catalogue-(fr|ar)/.test(id)) return 'translations';
  if (/packages[\\/]shared[\\/]/.test(id)) return '@cri/shared';
  if (/apps[\\/]web[\\/]src[\\/]/.test(id)) return 'app (apps/web/src)';
  return 'other (runtime helpers)';
};

const groups = new Map();
await build({
  logLevel: 'warn',
  build: { outDir, emptyOutDir: true, manifest: false },
  plugins: [
    {
      name: 'initial-js-by-package',
      generateBundle(_options, bundle) {
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const byName = new Map(chunks.map((c) => [c.fileName, c]));
        const closure = (roots) => {
          const seen = new Set();
          const visit = (chunk) => {
            if (!chunk || seen.has(chunk.fileName)) return;
            seen.add(chunk.fileName);
            for (const imported of chunk.imports) visit(byName.get(imported));
          };
          for (const root of roots) visit(root);
          return seen;
        };
        const initial = closure(chunks.filter((c) => c.isEntry));
        const seen = HAND_OVER
          ? new Set(
              [
                ...closure(
                  chunks.filter(
                    (c) =>
                      (c.facadeModuleId && (HOME_PAGE.test(c.facadeModuleId) || APP_START.test(c.facadeModuleId))) ||
                      c.name === 'i18n-fr',
                  ),
                ),
              ].filter((f) => !initial.has(f)),
            )
          : initial;
        for (const fileName of seen) {
          for (const [id, module] of Object.entries(byName.get(fileName).modules)) {
            const group = groupOf(id);
            const entry = groups.get(group) ?? { code: '', modules: 0 };
            entry.code += module.code ?? '';
            entry.modules += 1;
            groups.set(group, entry);
          }
        }
      },
    },
  ],
});

const rows = [...groups.entries()]
  .map(([group, { code: rendered, modules }]) => ({ group, modules, code: minified(rendered) }))
  .map(({ group, modules, code }) => ({
    group,
    modules,
    raw: Buffer.byteLength(code),
    gzip: gzipSync(code, { level: 9 }).length,
    brotli: brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  }))
  .sort((a, b) => b.gzip - a.gzip);
function minified(code) {
  // Wrapped in a function so its top-level names are mangled as in the real chunk; nothing is dropped.
  const result = minifySync('group.js', `(function(){${code}\n})`, { compress: false, mangle: true });
  return result.code;
}
const kb = (n) => (n / 1024).toFixed(1).padStart(7);
console.log('| package | modules | raw KB | gzip KB (alone) | brotli KB (alone) |');
console.log('|---|---|---|---|---|');
for (const r of rows) console.log(`| ${r.group} | ${r.modules} | ${kb(r.raw)} | ${kb(r.gzip)} | ${kb(r.brotli)} |`);
const total = rows.reduce((t, r) => ({ raw: t.raw + r.raw, gzip: t.gzip + r.gzip, brotli: t.brotli + r.brotli }), {
  raw: 0,
  gzip: 0,
  brotli: 0,
});
console.log(`| total (sum of the parts) | | ${kb(total.raw)} | ${kb(total.gzip)} | ${kb(total.brotli)} |`);
