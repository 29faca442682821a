import type { TInvestor, TInvestorProfileFormInput } from '@cri/shared/schemas/investors';

/** The edit form filled from the record: absent texts become '' so every field is controlled. */
export const profileFormDefaults = (r: TInvestor): TInvestorProfileFormInput => ({
  investorId: r.id,
  user: { mobilePhone: r.mobilePhone, deskPhone: r.deskPhone ?? '' },
  investor: {
    legalFormFamilyId: r.legalFormFamilyId,
    jobTitle: r.jobTitle,
    organisation: r.organisation ?? '',
    address: r.address ?? '',
    communeId: r.communeId,
    zipCode: r.zipCode ?? '',
    companyName: r.companyName ?? '',
    companyAddress: r.companyAddress ?? '',
    companyCommuneId: r.companyCommuneId,
    companyZipCode: r.companyZipCode ?? '',
    ice: r.ice ?? '',
    nirn: r.nirn ?? '',
  },
});
