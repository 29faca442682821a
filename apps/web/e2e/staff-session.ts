import type { Browser, Page } from '@playwright/test';
import { sessionPage } from './sessions.ts';

// --- Dates on Morocco's calendar (the server's "today"), computed here as the shared rules do.
const DAY = 86_400_000;
export const todayInMorocco = (): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Casablanca' }).format(new Date());
const toValue = (d: string): number => Date.UTC(Number(d.slice(0, 4)), Number(d.slice(5, 7)) - 1, Number(d.slice(8, 10)));
/** ISO day of the week: 1 Monday … 7 Sunday. */
export const weekday = (d: string): number => new Date(toValue(d)).getUTCDay() || 7;
export const plusDays = (d: string, n: number): string => new Date(toValue(d) + n * DAY).toISOString().slice(0, 10);
export function isoWeek(d: string): { year: number; week: number } {
  const thursday = plusDays(d, 4 - weekday(d));
  const year = Number(thursday.slice(0, 4));
  const jan4 = `${year}-01-04`;
  const week1Thursday = plusDays(jan4, 4 - weekday(jan4));
  return { year, week: (toValue(thursday) - toValue(week1Thursday)) / (7 * DAY) + 1 };
}
/** DD/MM/YYYY, as the pages show a date. */
export const shown = (d: string): string => `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`;

const TODAY = todayInMorocco();
/** Whether a commission can sit today (a decision is only recorded on or after the session day). */
export const WORKING_TODAY = weekday(TODAY) <= 5;
/** Today when it is a working day, else the coming Monday. */
export const SESSION = WORKING_TODAY ? TODAY : plusDays(TODAY, 8 - weekday(TODAY));

/** A page of its own for a staff member, signed in with the run's shared session of the account. */
export async function staffPage(browser: Browser, username: string): Promise<Page> {
  return sessionPage(browser, username);
}

/** A call of the API with the bearer token of the page's session, as the web app makes it. */
export async function callAsPage(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: unknown }> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const token = localStorage.getItem('accessToken') ?? '';
      const res = await fetch(url, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: res.status, json: await res.json().catch(() => null) };
    },
    { method, url: `/backend/api${path}`, body },
  );
}
