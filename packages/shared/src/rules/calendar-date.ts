/**
 * A `YYYY-MM-DD` string naming a day that exists (no 30 February, no month 13, no year 0, which
 * PostgreSQL's `date` refuses): a form and a route both check it before the database sees it.
 */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value < '0001-01-01') return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}
