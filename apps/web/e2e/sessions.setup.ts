import { test } from '@playwright/test';
import { signIn } from './helpers.ts';
import { expectLanding } from './landing-check.ts';
import { SHARED_ACCOUNTS, saveApiSession, saveSession } from './sessions.ts';

// One session per demo account for the whole run (project "setup"); the specs resume these sessions.
// The sessions are made through the API, with the calls the sign-in pages make (decision 051): the pages
// themselves, and the landing of each kind of account (spec 1 §4.1), are tested in sign-in.spec.ts.
const [investor, ...others] = SHARED_ACCOUNTS;

// Except the demo investor's: it lands on /new-features only at its first sign-in of the run (no previous
// connection), so that sign-in goes through the pages here, before any spec signs it in.
test(`sign ${investor} in through the pages at its first connection, landing on /new-features`, async ({ page }) => {
  await signIn(page, investor);
  await expectLanding(page, investor);
  await saveSession(page, investor);
});

test('sign the other shared demo accounts in once for the run through the API', async ({ request }) => {
  await Promise.all(others.map((username) => saveApiSession(request, username)));
});
