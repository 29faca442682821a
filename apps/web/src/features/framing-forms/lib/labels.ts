/** Reference rows name themselves in both languages. */
export const nameOf = (row: { nameFr: string; nameAr: string } | undefined, language: string): string =>
  row ? (language === 'ar' ? row.nameAr : row.nameFr) : '';
export const labelOf = (row: { labelFr: string; labelAr: string } | undefined, language: string): string =>
  row ? (language === 'ar' ? row.labelAr : row.labelFr) : '';

/** The identity asked of a person (CIN) or of a company (its identifier). */
export const identityLabelKey = (investorType: string | null): string =>
  investorType === 'CORPORATE_ENTITY' ? 'framingForms.fields.identityNumberCompany' : 'framingForms.fields.identityNumberPerson';
