import { expect, type Page } from '@playwright/test';
import { LANDINGS } from './landings.ts';

/** The page just signed in to is the account's landing page, shown with its heading and not refused. */
export async function expectLanding(page: Page, username: string): Promise<void> {
  const path = LANDINGS[username];
  if (!path) throw new Error(`no landing page listed for ${username} in e2e/landings.ts`);
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText("Vous n'êtes pas autorisé")).toHaveCount(0);
}
