// Builds the web app and the server bundle when a source is newer than the build, so `npm start` on a
// fresh clone builds once and later starts at once.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const newest = (paths) => {
  let max = 0;
  const walk = (p) => {
    if (!existsSync(p)) return;
    const s = statSync(p);
    if (s.isDirectory()) {
      for (const f of readdirSync(p)) if (f !== 'node_modules' && f !== 'dist') walk(join(p, f));
    } else if (!/\.test\.tsx?$/.test(p)) max = Math.max(max, s.mtimeMs);
  };
  for (const p of paths) walk(p);
  return max;
};
const mtime = (p) => (existsSync(p) ? statSync(p).mtimeMs : 0);
const shared = ['packages/shared/src', 'packages/i18n', 'package-lock.json'];

const targets = [
  {
    name: 'web',
    output: 'apps/web/dist/index.html',
    inputs: [...shared, 'apps/web/src', 'apps/web/index.html', 'apps/web/public', 'apps/web/vite.config.ts'],
  },
  { name: 'server', output: 'apps/server/dist/server.js', inputs: [...shared, 'apps/server/src', 'apps/server/build.mjs'] },
];

for (const t of targets) {
  if (mtime(t.output) >= newest(t.inputs)) continue;
  console.log(`Building ${t.name}…`);
  const r = spawnSync('npm', ['run', '--silent', 'build', '-w', `@cri/${t.name}`], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
