/**
 * Which catalogue documents concern an investor (issue 13): a document type meant for one legal form
 * family (the association's receipt, the auto-entrepreneur's card, a company's register extract) is asked
 * only of a holder of that family. The holder's family is the one of the project form once chosen, else
 * the questionnaire's; with neither known, every document is listed (nothing hidden by a guess).
 */
export function holderFamilyOf(projectFormFamilyId: number | null, questionnaireFamilyId: number | null): number | null {
  return projectFormFamilyId ?? questionnaireFamilyId;
}

export function documentAppliesTo(relevantInvestorTypeId: number | null, holderFamilyId: number | null): boolean {
  return relevantInvestorTypeId === null || holderFamilyId === null || relevantInvestorTypeId === holderFamilyId;
}
