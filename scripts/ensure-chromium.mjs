// Browser tests use Debian's Chromium at /usr/bin/chromium. When it is missing and we are root, install
// it with apt; otherwise report why the browser tests cannot run.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return { ok: true };
  if (process.platform !== 'linux' || typeof process.getuid !== 'function' || process.getuid() !== 0) {
    return { ok: false, reason: `${CHROMIUM_PATH} is missing and installing it needs root (apt-get install chromium).` };
  }
  if (!existsSync('/usr/bin/apt-get')) return { ok: false, reason: `${CHROMIUM_PATH} is missing and apt-get is not available.` };
  console.log(`\n${CHROMIUM_PATH} is missing: installing Debian's chromium with apt-get…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const r = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-noto-core'], { stdio: 'inherit', env });
  if (r.status === 0 && existsSync(CHROMIUM_PATH)) return { ok: true };
  return { ok: false, reason: 'apt-get could not install chromium.' };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = ensureChromium();
  console.log(r.ok ? `Chromium ready at ${CHROMIUM_PATH}` : `Chromium unavailable: ${r.reason}`);
  process.exit(r.ok ? 0 : 1);
}
