/**
 * How each language's catalogue is cut for the browser (issue 22, decision 096).
 * - FIRST_PAINT: what the shell and the public home page show (menu, footer, home page, create-account
 *   dialog, error messages). A visitor's first page waits for this part only.
 * - the rest of the catalogue: every other page's texts, fetched in the background once the home page is
 *   shown, and awaited by every other page before it renders (router.tsx), so no page shows raw keys.
 * - SERVER_ONLY: mails and PDF texts, read by the server alone, never sent to browsers.
 * The glob patterns of catalogue-<lang>[-rest].ts spell these lists out (import.meta.glob takes literals only);
 * catalogue-parts.test.ts checks that they agree.
 */
export const FIRST_PAINT_NAMESPACES = ['accounts', 'common', 'content', 'errors', 'landing', 'nav'] as const;
export const SERVER_ONLY_NAMESPACES = ['commissionPv', 'esign', 'mail'] as const;
