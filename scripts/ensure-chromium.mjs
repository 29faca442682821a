// Browser tests use Debian's Chromium: its headless shell (/usr/bin/chromium-headless-shell, package
// chromium-headless-shell, the same build without the browser's window machinery) when it is there, which
// takes a quarter less CPU for the same tests (decision 082), else the full browser at /usr/bin/chromium.
// When they are missing and we are root, install them with apt; otherwise report why the browser tests
// cannot run. CHROMIUM_PATH names another binary.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const FULL_CHROMIUM = '/usr/bin/chromium';
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** The binary the browser tests launch. */
export const chromiumPath = () => process.env.CHROMIUM_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM);

export function ensureChromium() {
  if (process.env.CHROMIUM_PATH) {
    return existsSync(process.env.CHROMIUM_PATH)
      ? { ok: true, path: process.env.CHROMIUM_PATH }
      : { ok: false, reason: `CHROMIUM_PATH names ${process.env.CHROMIUM_PATH}, which does not exist.` };
  }
  const missing = [
    ...(existsSync(FULL_CHROMIUM) ? [] : ['chromium', 'fonts-noto-core']),
    ...(existsSync(HEADLESS_SHELL) ? [] : ['chromium-headless-shell']),
  ];
  if (missing.length === 0) return { ok: true, path: chromiumPath() };
  const canInstall =
    process.platform === 'linux' &&
    typeof process.getuid === 'function' &&
    process.getuid() === 0 &&
    existsSync('/usr/bin/apt-get');
  if (canInstall) {
    console.log(`\nInstalling Debian's ${missing.join(', ')} with apt-get…`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit', env });
  }
  if (existsSync(HEADLESS_SHELL) || existsSync(FULL_CHROMIUM)) return { ok: true, path: chromiumPath() };
  return {
    ok: false,
    reason: canInstall
      ? 'apt-get could not install chromium.'
      : `${FULL_CHROMIUM} is missing and installing it needs root and apt-get (apt-get install chromium chromium-headless-shell).`,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = ensureChromium();
  console.log(r.ok ? `Chromium ready at ${r.path}` : `Chromium unavailable: ${r.reason}`);
  process.exit(r.ok ? 0 : 1);
}
