// Bundles the server into dist/server.js. Workspace packages (TypeScript sources) are bundled in;
// npm dependencies stay external and load from node_modules.
import { copyFileSync, cpSync, readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((d) => !d.startsWith('@cri/'));

await build({
  entryPoints: [new URL('./src/server.ts', import.meta.url).pathname],
  outfile: new URL('./dist/server.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((d) => `${d}/*`)],
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  logLevel: 'warning',
});

// The thumbnail worker runs as a file of its own (plain JavaScript): next to server.js.
copyFileSync(
  new URL('./src/modules/documents/thumbnail-render.mjs', import.meta.url),
  new URL('./dist/thumbnail-render.mjs', import.meta.url),
);

// The fonts of the generated PDFs (src/pdf/fonts.ts reads ./fonts/ next to the module): next to server.js.
cpSync(new URL('./src/pdf/fonts/', import.meta.url), new URL('./dist/fonts/', import.meta.url), { recursive: true });
