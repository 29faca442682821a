import { test } from '@playwright/test';
import { signIn } from './helpers.ts';
import { SHARED_ACCOUNTS, saveSession } from './sessions.ts';

// One sign-in per demo account for the whole run (project "setup"); the specs resume these sessions.
for (const username of SHARED_ACCOUNTS) {
  test(`sign ${username} in once for the run`, async ({ page }) => {
    await signIn(page, username);
    await saveSession(page, username);
  });
}
