import { test } from '@playwright/test';
import { signIn } from './helpers.ts';
import { expectLanding } from './landing-check.ts';
import { SHARED_ACCOUNTS, saveSession } from './sessions.ts';

// One sign-in per demo account for the whole run (project "setup"); the specs resume these sessions. The
// sign-in is also the test that the account lands where spec 1 §4.1 sends it (sign-in.spec.ts does the rest).
for (const username of SHARED_ACCOUNTS) {
  test(`sign ${username} in once for the run, landing on its page`, async ({ page }) => {
    await signIn(page, username);
    await expectLanding(page, username);
    await saveSession(page, username);
  });
}
