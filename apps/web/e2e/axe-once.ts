import { createHash } from 'node:crypto';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { type Page, test } from '@playwright/test';
import { type AxeScope, seriousViolations } from './axe.ts';

/**
 * Axe once per distinct rendering, across the roles and workers of the run (decision 043). A page is two
 * parts: its content (`<main>`) and the shell around it (skip link, header and menus, footer, the
 * document's language, direction and title). Each part is fingerprinted by its markup, with what cannot
 * change axe's answer made uniform: generated ids and digits (a record's number, a count, a date). A part
 * whose fingerprint was already analysed in this run, by any role, is not analysed again: the placeholder
 * page of five roles is one analysis, the header of a role two (with and without a current menu entry).
 *
 * Whole document when both parts are new; the shell alone (main excluded, page-level rules kept) when
 * only the shell is; the content alone when only the content is. The claim is a file created exclusively
 * under the run's output folder, emptied at each run, so two workers never analyse the same part.
 */
export function claim(key: string): boolean {
  const dir = join(test.info().project.outputDir, 'axe-checked');
  mkdirSync(dir, { recursive: true });
  try {
    closeSync(openSync(join(dir, key), 'wx'));
    return true;
  } catch {
    return false;
  }
}

export const fingerprint = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32);

/** The markup of the shell (main emptied) and of the content, normalised as described above. */
async function parts(page: Page): Promise<{ shell: string; content: string }> {
  return page.evaluate(() => {
    const uniform = (html: string) =>
      html.replace(/mantine-[\w-]+|«[^»]*»|:r[0-9a-z]+:|_r_[0-9a-z]+_/g, 'ID').replace(/\d+/g, '0');
    const main = document.querySelector('main');
    const content = main?.outerHTML ?? '';
    const root = document.documentElement;
    const head = `${root.getAttribute('lang')}|${root.getAttribute('dir')}|${document.title.trim() === '' ? 'untitled' : 'titled'}`;
    // Which menu entry is the current page does not change axe's answer, whether one is does (its style):
    // a role's header is then one analysis with a current entry and one without, not one per entry.
    const current = /\s+aria-current="page"|(?<=class="[^"]*)\s+active(?=[\s"])/g;
    const body = document.body.outerHTML;
    const shell = content ? body.replace(content, '<main></main>') : body;
    const marked = shell.includes('aria-current="page"') ? 'current' : 'none';
    return { shell: uniform(`${head}|${marked}${shell.replace(current, '')}`), content: uniform(content) };
  });
}

/**
 * Appends the serious and critical violations of the parts of the page not analysed yet to `findings`;
 * says what was analysed.
 */
export async function axeOnce(page: Page, where: string, findings: string[]): Promise<'page' | 'shell' | 'content' | 'none'> {
  const { shell, content } = await parts(page);
  const newShell = claim(`shell-${fingerprint(shell)}`);
  const newContent = content !== '' && claim(`main-${fingerprint(content)}`);
  if (!newShell && !newContent) return 'none';
  const analysed = !newShell ? 'content' : newContent || content === '' ? 'page' : 'shell';
  const scope: AxeScope = { page: {}, shell: { exclude: ['main'] }, content: { include: ['main'] } }[analysed];
  for (const violation of await seriousViolations(page, scope)) findings.push(`${where}: ${violation}`);
  return analysed;
}
