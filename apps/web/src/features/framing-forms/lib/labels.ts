/** The identity asked of a person (CIN) or of a company (its identifier). */
export const identityLabelKey = (investorType: string | null): string =>
  investorType === 'CORPORATE_ENTITY' ? 'framingForms.fields.identityNumberCompany' : 'framingForms.fields.identityNumberPerson';
