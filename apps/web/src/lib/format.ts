/**
 * Display formats of the portal (spec 1 §1, ARCHITECTURE.md §9): dates DD/MM/YYYY, numbers with a space
 * between thousands, amounts in DH. Arabic uses the same Western digits, so these are language-free.
 * In a right-to-left paragraph a grouped number must sit in an element with `dir="ltr"`: its space-separated
 * digit groups would otherwise be laid out right to left.
 */

const pad = (n: number): string => String(n).padStart(2, '0');

/** YYYY-MM-DD (or an ISO date-time) or a Date to DD/MM/YYYY; empty text for a missing or invalid value. */
export function formatDate(value: string | Date | null | undefined): string {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return '';
    return `${pad(value.getDate())}/${pad(value.getMonth() + 1)}/${value.getFullYear()}`;
  }
  // Read the wire text directly: parsing it as a Date would shift it by the time zone.
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

/** An ISO date-time as DD/MM/YYYY HH:mm in the user's time zone; empty text for a missing or invalid value. */
export function formatDateTime(value: string | null | undefined): string {
  const d = value ? new Date(value) : null;
  if (!d || Number.isNaN(d.getTime())) return '';
  return `${formatDate(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A Date as the wire format YYYY-MM-DD, in the local calendar (the user's "today"). */
export function toIsoDate(value: Date): string {
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}

// en-US with grouping off gives plain ASCII digits and a dot whatever the browser locale; the
// grouping and the decimal comma are applied below.
const plainFormatters = new Map<string, Intl.NumberFormat>();
const plain = (min: number, max: number): Intl.NumberFormat => {
  const key = `${min}-${max}`;
  let formatter = plainFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', { useGrouping: false, minimumFractionDigits: min, maximumFractionDigits: max });
    plainFormatters.set(key, formatter);
  }
  return formatter;
};

/**
 * 1234567.5 to "1 234 567,5". Without `fractionDigits` up to two decimals are kept and trailing zeros
 * dropped; with it, exactly that many are shown.
 */
export function formatNumber(value: number | null | undefined, fractionDigits?: number): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const text = plain(fractionDigits ?? 0, fractionDigits ?? 2).format(Math.abs(value));
  const [integer = '0', decimals] = text.split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  const sign = value < 0 && /[1-9]/.test(text) ? '-' : '';
  return `${sign}${grouped}${decimals ? `,${decimals}` : ''}`;
}

/** An amount in dirhams: "1 234 567 DH"; cents are shown (two digits) only when there are some. */
export function formatAmount(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return `${formatNumber(value, Number.isInteger(value) ? 0 : 2)} DH`;
}
