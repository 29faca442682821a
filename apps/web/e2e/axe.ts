import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

/**
 * Axe in the page itself, the way `axe.run` is meant to be used, instead of `AxeBuilder.analyze()`: the
 * latter opens a new blank page for every analysis (to finish the run away from the page's scripts) and
 * injects the 550 kB script twice, about 1 s a call against 0.1–0.4 s for the analysis (decision 043).
 * The script is injected once per document and frame: a page opened through the router keeps it.
 */
const axeSource = readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'),
  'utf8',
);

export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** What part of the page to analyse, as axe's context (CSS selectors); the whole document by default. */
export interface AxeScope {
  include?: string[];
  exclude?: string[];
}

/** A child frame that does not answer in this time (still loading, gone) is left out, as AxeBuilder does. */
const FRAME_TIMEOUT_MS = 5_000;

async function injectAxe(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    const inject = async () => {
      if ((await frame.evaluate('typeof window.axe')) !== 'undefined') return;
      await frame.evaluate(axeSource);
      await frame.evaluate('axe.configure({ allowedOrigins: ["<same_origin>"] })');
    };
    if (frame === page.mainFrame()) {
      await inject();
      continue;
    }
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise((resolve) => {
      timer = setTimeout(resolve, FRAME_TIMEOUT_MS);
    });
    // A frame that went away or refuses scripts: axe reports what it could not reach.
    await Promise.race([inject().catch(() => undefined), late]);
    clearTimeout(timer);
  }
}

/** The serious and critical WCAG 2.1 A/AA violations on the page, one line each (rule, impact, elements). */
export async function seriousViolations(page: Page, scope: AxeScope = {}): Promise<string[]> {
  await injectAxe(page);
  return page.evaluate(
    async ({ tags, include, exclude }) => {
      type Result = { violations: { id: string; impact?: string | null; nodes: { target: unknown[] }[] }[] };
      const w = window as unknown as { axe: { run(context: unknown, options: unknown): Promise<Result> } };
      // Only `include` narrows the run to elements: with `exclude` alone, page-level rules still apply.
      const context = {
        ...(include ? { include: include.map((s) => [s]) } : {}),
        ...(exclude ? { exclude: exclude.map((s) => [s]) } : {}),
      };
      const options = { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] };
      const { violations } = await w.axe.run(include || exclude ? context : document, options);
      return violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id} (${v.impact}) on ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    },
    { tags: WCAG_21_AA, include: scope.include, exclude: scope.exclude },
  );
}
