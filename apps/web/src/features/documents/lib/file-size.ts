import { UPLOAD_MAX_BYTES } from '@cri/shared/limits';
import { sizeLimitMessageKey } from '@cri/shared/schemas/documents';

/** "1,5 Mo" / "1,5 ميغابايت": sizes as the investor reads them (one decimal, thousands of 1024). */
export function formatFileSize(
  bytes: number,
  t: (key: string, opts?: Record<string, unknown>) => string,
  language: string,
): string {
  const fmt = (n: number) => new Intl.NumberFormat(language === 'ar' ? 'ar-MA' : 'fr-FR', { maximumFractionDigits: 1 }).format(n);
  if (bytes < 1024 * 1024) return t('documents.size.kb', { value: fmt(Math.max(1, Math.round(bytes / 1024))) });
  return t('documents.size.mb', { value: fmt(bytes / (1024 * 1024)) });
}

/** The size message before sending anything: a file past 70 MB is refused at once (the server checks again). */
export const tooLargeMessageKey = (file: File): string | null =>
  file.size > UPLOAD_MAX_BYTES ? sizeLimitMessageKey(file.type) : null;

const TYPE_LABELS: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPG',
  'image/png': 'PNG',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word (DOCX)',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel (XLSX)',
};
/** Format names (the same in both languages). */
export const typeLabel = (mime: string): string => TYPE_LABELS[mime] ?? mime;
