import type { Page } from '@playwright/test';

/**
 * A precise "page ready" signal for pages opened through the router (no load event, so no network-idle
 * either): no request of the page's own `fetch` in flight, no change to the document for QUIET_MS, the
 * document loaded and no loading text. Installed before the page's first load; it costs the quiet time
 * and nothing more, where network idle costs 500 ms after the last request.
 */
const QUIET_MS = 150;

export async function installReadySignal(page: Page): Promise<void> {
  await page.addInitScript(() => {
    let inFlight = 0;
    let last = performance.now();
    const touch = () => {
      last = performance.now();
    };
    const original = window.fetch;
    window.fetch = function (this: unknown, ...args: Parameters<typeof fetch>) {
      inFlight++;
      touch();
      return original.apply(this, args).finally(() => {
        inFlight--;
        touch();
      });
    } as typeof fetch;
    new MutationObserver(touch).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    (window as unknown as { __e2eQuietFor: (ms: number) => boolean }).__e2eQuietFor = (ms) =>
      inFlight === 0 && performance.now() - last >= ms && document.readyState === 'complete';
  });
}

/**
 * Waits for the signal above and for the loading text to be gone; says whether they came. A page still
 * busy after `timeout` is left to the caller's own checks (its heading, its loading text) rather than
 * failed here.
 */
export async function pageReady(page: Page, timeout = 10_000): Promise<boolean> {
  return page
    .waitForFunction(
      (ms) => {
        const quiet = (window as unknown as { __e2eQuietFor?: (ms: number) => boolean }).__e2eQuietFor;
        return quiet?.(ms) === true && !/Chargement en cours|يرجى الانتظار/.test(document.body?.textContent ?? '');
      },
      QUIET_MS,
      { polling: 50, timeout },
    )
    .then(
      () => true,
      () => false,
    );
}
