import type { Role } from '@cri/shared/enums/roles';

/**
 * For the generated API test (resources.test.ts): per resource, who manages it, a valid record to create (with
 * `n` making it unique), a change to make, and another region's record to try (region-scoped ones).
 * A declared resource without a sample fails the test.
 */
export interface ResourceSample {
  manager: string;
  /** An account of a role that must be refused (403). */
  outsider: string;
  /** A valid record to create (resources offering creation). */
  create?: (n: number) => Record<string, unknown>;
  /** The list query finding exactly the created record (default: its username or code as the search). */
  find?: (body: Record<string, unknown>) => Record<string, string>;
  change: Record<string, unknown>;
  /** A regional manager and a record body of another region (region-scoped resources). */
  otherRegion?: { manager: string; body: (n: number) => Record<string, unknown> };
  /**
   * Resources that only update (one record per region): the manager's own record, a valid update body, and a
   * record of another region the manager must not see.
   */
  existing?: { id: number; body: Record<string, unknown>; otherRegionId: number };
}

const CASA = 2;
const RABAT = 10;
const casaSupport = 'support.casa@demo.cri.ma';
const account = (kind: string, n: number, regionId: number | null) => ({
  username: `bo.${kind}.${n}@example.ma`,
  firstName: 'Nouveau',
  lastName: `Compte ${n}`,
  mobilePhone: '0600000000',
  ...(regionId === null ? {} : { regionId }),
  active: true,
});

export const SAMPLES: Record<string, ResourceSample> = {
  advisors: {
    manager: casaSupport,
    outsider: 'contenu.national@demo.cri.ma',
    create: (n) => account('advisor', n, CASA),
    change: { lastName: 'Renommé' },
    otherRegion: { manager: casaSupport, body: (n) => account('advisor-other', n, RABAT) },
  },
  'crui-members': {
    manager: casaSupport,
    outsider: 'conseiller.casa@demo.cri.ma',
    create: (n) => ({
      ...account('member', n, CASA),
      jobTitle: 'Chef de service',
      director: true,
      isCruiMember: true,
      signatureMode: 'ELECTRONIC',
    }),
    change: { jobTitle: 'Directeur' },
    otherRegion: { manager: casaSupport, body: (n) => ({ ...account('member-other', n, RABAT), signatureMode: 'ELECTRONIC' }) },
  },
  'land-members': {
    manager: casaSupport,
    outsider: 'contenu.national@demo.cri.ma',
    create: (n) => ({
      ...account('land', n, CASA),
      habilitationConsult: true,
      habilitationSearch: false,
      habilitationRdv: true,
      habilitationQualificationForm: false,
      parcelType: 'TITLE',
    }),
    change: { habilitationSearch: true, parcelType: 'REQUISITION' },
    otherRegion: { manager: casaSupport, body: (n) => ({ ...account('land-other', n, RABAT), parcelType: 'ALL' }) },
  },
  'monitoring-managers': {
    manager: casaSupport,
    outsider: 'conseiller.casa@demo.cri.ma',
    create: (n) => account('monitoring', n, CASA),
    change: { lastName: 'Renommée' },
    otherRegion: { manager: casaSupport, body: (n) => account('monitoring-other', n, RABAT) },
  },
  'monitoring-mails': {
    manager: casaSupport,
    outsider: 'conseiller.casa@demo.cri.ma',
    create: (n) => ({ regionId: CASA, name: `Boîte de suivi ${n}`, email: `suivi.ops.${n}@example.ma`, receivesDigest: true }),
    find: (body) => ({ search: String(body.email) }),
    change: { name: 'Direction du suivi', receivesDigest: false },
    otherRegion: {
      manager: casaSupport,
      body: (n) => ({ regionId: RABAT, name: `Boîte de Rabat ${n}`, email: `suivi.rabat.${n}@example.ma`, receivesDigest: true }),
    },
  },
  'regional-supports': {
    manager: 'support.national@demo.cri.ma',
    outsider: casaSupport,
    create: (n) => ({ ...account('support', n, RABAT), canResetOtp: true }),
    change: { canResetOtp: false },
  },
  'piafe-advisors': {
    manager: 'support.national@demo.cri.ma',
    outsider: casaSupport,
    create: (n) => account('piafe', n, RABAT),
    change: { firstName: 'Renommé' },
  },
  'national-accounts': {
    manager: 'support.national@demo.cri.ma',
    outsider: casaSupport,
    create: (n) => ({ ...account('national', n, null), role: 'ROLE_NATIONAL_CONTENT_MANAGER' satisfies Role }),
    change: { firstName: 'Renommée' },
  },
  procedures: {
    manager: 'contenu.national@demo.cri.ma',
    outsider: 'support.national@demo.cri.ma',
    create: (n) => ({
      code: `BO_TEST_${n}`,
      nameFr: `Procédure de test ${n}`,
      nameAr: `مسطرة تجريبية ${n}`,
      descriptionFr: 'Description',
      descriptionAr: 'وصف',
      legalContextFr: 'Loi',
      legalContextAr: 'قانون',
      incitationFr: 'Aucune',
      incitationAr: 'لا شيء',
      category: 'URBAN_PLANNING',
      templateCode: 'GENERIC',
      maxSchedulingDelay: 30,
      investorPaymentDelay: 10,
      investorTechnicalSheetDelay: 10,
      validationAdministrationDelay: 15,
      regionId: null,
      sortOrder: 500,
      requiredDocumentTypeIds: [1],
      optionalDocumentTypeIds: [],
      archived: false,
    }),
    change: { nameFr: 'Procédure renommée' },
  },
  'document-types': {
    manager: 'contenu.national@demo.cri.ma',
    outsider: casaSupport,
    create: (n) => ({
      code: `BO_DOC_${n}`,
      nameFr: `Document de test ${n}`,
      nameAr: `وثيقة تجريبية ${n}`,
      descriptionFr: 'Description',
      descriptionAr: 'وصف',
      mimeType: 'application/pdf',
      required: true,
      collectable: false,
      deliveredByAdministration: false,
      documentCollectionFee: 0,
      templateTitleFr: null,
      templateTitleAr: null,
    }),
    change: { nameFr: 'Document renommé' },
  },
  'administration-types': {
    manager: 'contenu.national@demo.cri.ma',
    outsider: casaSupport,
    change: { descriptionFr: 'Instruit les autorisations d’urbanisme.' },
    existing: {
      id: 3,
      body: {
        nameFr: 'Agence urbaine',
        nameAr: 'وكالة حضرية',
        geographicCompetence: 'PROVINCIAL',
        descriptionFr: '',
        descriptionAr: '',
      },
      // Not region-scoped: an id no type has.
      otherRegionId: 999,
    },
  },
  administrations: {
    manager: 'contenu.national@demo.cri.ma',
    outsider: casaSupport,
    create: (n) => ({
      code: `BO_ADMIN_${n}`,
      nameFr: `Administration de test ${n}`,
      nameAr: `إدارة تجريبية ${n}`,
      typeId: 8,
      regionId: CASA,
      permanent: true,
      archived: false,
    }),
    change: { nameFr: 'Administration renommée' },
  },
  'fee-scales': {
    manager: 'contenu.national@demo.cri.ma',
    outsider: casaSupport,
    create: (n) => ({
      administrationId: 201,
      procedureId: 3,
      labelFr: `Barème de test n°${n}.`,
      labelAr: `سلم تجريبي ${n}`,
      basis: 'facadeLength',
      rateCentimes: 1250,
      fixedCentimes: 0,
      officialDocument: 'Décision du conseil d’administration n° 9/2030',
      // One year per sample, so two samples never overlap.
      validFrom: `${2100 + n}-01-01`,
      validTo: `${2100 + n}-12-31`,
    }),
    find: (body) => ({ search: String(body.labelFr) }),
    change: { rateCentimes: 1500 },
  },
  'price-overrides': {
    manager: 'contenu.national@demo.cri.ma',
    outsider: casaSupport,
    create: () => ({ documentTypeId: 1, regionId: 12, documentCollectionFee: 120 }),
    find: (body) => ({ 'filter.documentTypeId': String(body.documentTypeId), 'filter.regionId': String(body.regionId) }),
    change: { documentCollectionFee: 150 },
  },
  'recommendation-rules': {
    manager: 'contenu.national@demo.cri.ma',
    outsider: casaSupport,
    create: (n) => ({
      procedureId: 3,
      reasonFr: `Règle de test ${n} : construction prévue`,
      reasonAr: `قاعدة اختبار ${n}: بناء مرتقب`,
      priority: 50,
      constructionNeeded: 'YES',
      archived: false,
    }),
    find: (body) => ({ search: String(body.reasonFr) }),
    change: { priority: 40 },
  },
  'region-parameters': {
    manager: casaSupport,
    outsider: 'contenu.national@demo.cri.ma',
    change: { minutesPerFile: 40 },
    existing: {
      id: CASA,
      body: { commissionDay: 3, slotStartTime: '09:00', slotEndTime: '12:30', minutesPerFile: 30 },
      otherRegionId: RABAT,
    },
  },
  'centre-information': {
    manager: casaSupport,
    outsider: 'conseiller.casa@demo.cri.ma',
    change: { directorNameFr: 'Directrice renommée' },
    existing: {
      id: CASA,
      body: {
        nameFr: "Centre régional d'investissement Casablanca-Settat",
        nameAr: 'المركز الجهوي للاستثمار الدار البيضاء سطات',
        addressFr: '60, avenue Hassan II, Casablanca',
        addressAr: '60، شارع الحسن الثاني، الدار البيضاء',
        phone: '0522481888',
        fax: '',
        email: 'contact@cri-casa.ma',
        website: 'https://www.casainvest.ma',
        directorNameFr: 'Directrice générale',
        directorNameAr: 'المديرة العامة',
        directorPhone: '0522481800',
        openingTime: '08:30',
        closingTime: '16:30',
      },
      otherRegionId: RABAT,
    },
  },
};
