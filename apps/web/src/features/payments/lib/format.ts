import { formatDh, formatHundredths } from '@cri/shared/rules/payments';

/**
 * Amounts and quantities as shown (a space between thousands, decimal comma). In Arabic the text is wrapped
 * in a left-to-right isolate: in a right-to-left paragraph the space-separated digit groups would otherwise be
 * laid out right to left ("295,60 31").
 */
const isolate = (text: string, lang: string) => (lang === 'ar' ? `\u2066${text}\u2069` : text);
export const dh = (centimes: number, lang: string) => isolate(formatDh(centimes, lang === 'ar' ? 'ar' : 'fr'), lang);
export const quantity = (hundredths: number, lang: string) => isolate(formatHundredths(hundredths), lang);
