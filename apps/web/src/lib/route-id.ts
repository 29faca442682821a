/** The :id of a URL: a positive integer, or null for anything else (the page answers "not found"). */
export const parseId = (raw: string | undefined): number | null => (raw && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null);
