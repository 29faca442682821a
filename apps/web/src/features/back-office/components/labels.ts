import type { FieldDecl } from '@cri/shared/back-office/resource';
import type { TFunction } from 'i18next';

/** Labels of the generic screens: one key per field name, resource and enum value (keys-used DYNAMIC lists them). */
export const fieldLabel = (t: TFunction, name: string): string => t(`backOffice.fields.${name}`);
export const resourceTitle = (t: TFunction, resource: string): string => t(`backOffice.resources.${resource}.title`);
export const resourceSingular = (t: TFunction, resource: string): string => t(`backOffice.resources.${resource}.one`);
export const enumLabel = (t: TFunction, field: string, value: string): string => t(`backOffice.values.${field}.${value}`);
export const actionLabel = (t: TFunction, action: string): string => t(`backOffice.audit.actions.${action}`);

/** A value as a list or the history shows it. */
export function displayValue(
  t: TFunction,
  field: FieldDecl | undefined,
  value: unknown,
  regionName: (id: number) => string | undefined,
): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? t('backOffice.yes') : t('backOffice.no');
  if (field?.kind === 'region' && typeof value === 'number') return regionName(value) ?? String(value);
  if (field?.kind === 'enum' && typeof value === 'string') return enumLabel(t, field.name, value);
  // Dates as the portal writes them everywhere: DD/MM/YYYY.
  if (field?.kind === 'date' && typeof value === 'string') return value.split('-').reverse().join('/');
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
}
