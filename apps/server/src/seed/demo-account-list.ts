import type { Habilitation, Role, Title } from '@cri/shared/enums/roles';

/** One demo account (spec 1 §6): every role, the CRUI flags, the land habilitations, two regions. */
export interface DemoAccountSpec {
  username: string;
  role: Exclude<Role, 'ROLE_PUBLIC'>;
  /** French, for the README and the start-up listing. */
  description: string;
  title: Title;
  firstName: string;
  lastName: string;
  regionId: number | null;
  habilitations?: Habilitation[];
  /** Days until the password expires (default 180, the validity of a new password). */
  passwordExpiresInDays?: number;
  /** False: the e-mail address has not been confirmed yet. */
  enabled?: boolean;
  advisor?: true;
  regionalSupport?: { canResetOtp: boolean };
  /** `administration`: code of the member's administration (reference data), so files can be shared with it. */
  crui?: { jobTitle: string; administration?: string; focal?: true; director?: true; wali?: true; actSignatory?: true };
}

const CASA = { id: 2, slug: 'casa', name: 'Casablanca-Settat' } as const;
const RABAT = { id: 10, slug: 'rabat', name: 'Rabat-Salé-Kénitra' } as const;
export const DEMO_REGION_IDS = [CASA.id, RABAT.id] as const;

type Region = typeof CASA | typeof RABAT;
type Person = [title: Title, firstName: string, lastName: string];
type Extra = Omit<DemoAccountSpec, 'username' | 'role' | 'description' | 'title' | 'firstName' | 'lastName' | 'regionId'>;

const at = (local: string) => `${local}@demo.cri.ma`;

const regional = (
  region: Region,
  local: string,
  role: DemoAccountSpec['role'],
  label: string,
  [title, firstName, lastName]: Person,
  extra: Extra = {},
): DemoAccountSpec => ({
  username: at(`${local}.${region.slug}`),
  role,
  description: `${label}, ${region.name}`,
  title,
  firstName,
  lastName,
  regionId: region.id,
  ...extra,
});

const national = (
  local: string,
  role: DemoAccountSpec['role'],
  description: string,
  [title, firstName, lastName]: Person,
  extra: Extra = {},
): DemoAccountSpec => ({ username: at(local), role, description, title, firstName, lastName, regionId: null, ...extra });

const ALL_HABILITATIONS: Habilitation[] = ['CONSULT', 'SEARCH', 'RDV', 'QUALIFICATION_FORM'];

export const DEMO_ACCOUNT_SPECS: readonly DemoAccountSpec[] = [
  national('investisseur', 'ROLE_INVESTOR', 'Investisseur', ['MISTER', 'Youssef', 'El Amrani']),
  national(
    'investisseur.expiration',
    'ROLE_INVESTOR',
    'Investisseur, mot de passe expirant dans 5 jours',
    ['MISTER', 'Hamza', 'Tahiri'],
    { passwordExpiresInDays: 5 },
  ),
  national('investisseur.expire', 'ROLE_INVESTOR', 'Investisseur, mot de passe expiré', ['MISS', 'Ghita', 'Alami'], {
    passwordExpiresInDays: -1,
  }),
  national('investisseur.inactif', 'ROLE_INVESTOR', 'Investisseur, compte non activé', ['MISTER', 'Reda', 'Sebti'], {
    enabled: false,
  }),

  regional(CASA, 'conseiller', 'ROLE_ADVISOR', 'Conseiller', ['MISTER', 'Karim', 'Bennani'], { advisor: true }),
  regional(CASA, 'conseillere', 'ROLE_ADVISOR', 'Conseillère (seconde conseillère de la région)', ['MISS', 'Salma', 'Idrissi'], {
    advisor: true,
  }),
  regional(CASA, 'membre', 'ROLE_CRUI_MEMBER', 'Membre CRUI', ['MISS', 'Nadia', 'El Fassi'], {
    crui: { jobTitle: "Représentante de l'Agence urbaine", administration: 'URBAN_AGENCY_1_R02' },
  }),
  regional(CASA, 'membre.commune', 'ROLE_CRUI_MEMBER', 'Membre CRUI (commune)', ['MISTER', 'Youssef', 'Amrani'], {
    crui: { jobTitle: "Chef du service de l'urbanisme de la commune", administration: 'CAPITAL_COMMUNE_R02' },
  }),
  regional(CASA, 'membre.focal', 'ROLE_CRUI_MEMBER', 'Membre CRUI (point focal)', ['MISTER', 'Hicham', 'Alaoui'], {
    crui: { jobTitle: "Point focal de la Direction régionale de l'environnement", administration: 'DRE_R02', focal: true },
  }),
  regional(CASA, 'directeur', 'ROLE_CRUI_MEMBER', 'Membre CRUI (directeur)', ['MISTER', 'Mohammed', 'Tazi'], {
    crui: { jobTitle: 'Directeur du CRI', director: true },
  }),
  regional(CASA, 'wali', 'ROLE_CRUI_MEMBER', 'Membre CRUI (wali)', ['MISTER', 'Abdellatif', 'Berrada'], {
    crui: { jobTitle: 'Wali de la région', administration: 'WILAYA_R02', wali: true },
  }),
  regional(CASA, 'membre.signataire', 'ROLE_CRUI_MEMBER', 'Membre CRUI (signataire des actes)', ['MISS', 'Samira', 'Chraibi'], {
    crui: { jobTitle: 'Cheffe du pôle juridique', actSignatory: true },
  }),
  regional(CASA, 'signataire', 'ROLE_ACT_SIGNATORY', 'Signataire des actes', ['MISTER', 'Rachid', 'Ouazzani']),
  regional(CASA, 'support', 'ROLE_REGIONAL_SUPPORT', 'Support régional (réinitialise les codes)', ['MISS', 'Imane', 'Lahlou'], {
    regionalSupport: { canResetOtp: true },
  }),
  regional(CASA, 'consultation', 'ROLE_REGIONAL_CONSULTATION', 'Consultation régionale', ['MISTER', 'Omar', 'Kettani']),
  regional(CASA, 'representant.wali', 'ROLE_WALI_REPRESENTATIVE', 'Représentante du wali', ['MISS', 'Fatima Zahra', 'Idrissi']),
  regional(CASA, 'foncier', 'ROLE_FONCIER_MEMBER', 'Membre foncier (toutes habilitations)', ['MISTER', 'Yassine', 'Benjelloun'], {
    habilitations: ALL_HABILITATIONS,
  }),
  regional(CASA, 'foncier.consult', 'ROLE_FONCIER_MEMBER', 'Membre foncier (CONSULT)', ['MISS', 'Salma', 'Bouzidi'], {
    habilitations: ['CONSULT'],
  }),
  regional(CASA, 'foncier.search', 'ROLE_FONCIER_MEMBER', 'Membre foncier (SEARCH)', ['MISTER', 'Mehdi', 'Amrani'], {
    habilitations: ['SEARCH'],
  }),
  regional(CASA, 'foncier.rdv', 'ROLE_FONCIER_MEMBER', 'Membre foncier (RDV)', ['MISS', 'Khadija', 'Naciri'], {
    habilitations: ['RDV'],
  }),
  regional(
    CASA,
    'foncier.qualification',
    'ROLE_FONCIER_MEMBER',
    'Membre foncier (QUALIFICATION_FORM)',
    ['MISTER', 'Anas', 'Squalli'],
    {
      habilitations: ['QUALIFICATION_FORM'],
    },
  ),
  regional(CASA, 'suivi', 'ROLE_MONITORING_MANAGER', 'Responsable du suivi', ['MISS', 'Laila', 'Benkirane']),

  regional(RABAT, 'conseiller', 'ROLE_ADVISOR', 'Conseiller', ['MISTER', 'Soufiane', 'El Khatib'], { advisor: true }),
  regional(RABAT, 'membre', 'ROLE_CRUI_MEMBER', 'Membre CRUI', ['MISS', 'Houda', 'Ziani'], {
    crui: { jobTitle: "Représentante de l'Inspection régionale de l'urbanisme", administration: 'IRUA_R10' },
  }),
  regional(RABAT, 'directeur', 'ROLE_CRUI_MEMBER', 'Membre CRUI (directeur)', ['MISTER', 'Driss', 'Filali'], {
    crui: { jobTitle: 'Directeur du CRI', director: true },
  }),
  regional(RABAT, 'wali', 'ROLE_CRUI_MEMBER', 'Membre CRUI (wali)', ['MISTER', 'Ahmed', 'Guessous'], {
    crui: { jobTitle: 'Wali de la région', administration: 'WILAYA_R10', wali: true },
  }),
  regional(RABAT, 'signataire', 'ROLE_ACT_SIGNATORY', 'Signataire des actes', ['MISS', 'Zineb', 'Sefrioui']),
  regional(RABAT, 'support', 'ROLE_REGIONAL_SUPPORT', 'Support régional', ['MISTER', 'Younes', 'Mansouri'], {
    regionalSupport: { canResetOtp: false },
  }),
  regional(RABAT, 'consultation', 'ROLE_REGIONAL_CONSULTATION', 'Consultation régionale', ['MISS', 'Meryem', 'Cherkaoui']),
  regional(RABAT, 'representant.wali', 'ROLE_WALI_REPRESENTATIVE', 'Représentant du wali', ['MISTER', 'Abdelkader', 'Hajji']),
  regional(RABAT, 'foncier', 'ROLE_FONCIER_MEMBER', 'Membre foncier (toutes habilitations)', ['MISS', 'Nawal', 'Belhaj'], {
    habilitations: ALL_HABILITATIONS,
  }),
  regional(RABAT, 'suivi', 'ROLE_MONITORING_MANAGER', 'Responsable du suivi', ['MISTER', 'Tarik', 'Bensouda']),

  national('support.national', 'ROLE_NATIONAL_SUPPORT', 'Support national', ['MISTER', 'Said', 'Rami']),
  national('contenu.national', 'ROLE_NATIONAL_CONTENT_MANAGER', 'Gestionnaire national des contenus', [
    'MISS',
    'Asmae',
    'Lamrani',
  ]),
  national('consultation.nationale', 'ROLE_NATIONAL_CONSULTATION', 'Consultation nationale', ['MISTER', 'Jamal', 'Benomar']),
  national('commission.nationale', 'ROLE_NATIONAL_COMMISSION', 'Commission nationale (recours)', ['MISS', 'Latifa', 'Skalli']),
  national('conseiller.piafe', 'ROLE_ADVISOR_PIAFE', 'Conseiller du programme PIAFE', ['MISTER', 'Adil', 'Zniber']),
];
