/** Where each demo account lands on sign-in (spec 1 §4.1); staff accounts land there on every sign-in. */
export const LANDINGS: Record<string, string> = {
  'investisseur@demo.cri.ma': '/new-features', // no previous connection: step 9
  'investisseur.expire@demo.cri.ma': '/expired-password', // step 1
  'conseiller.casa@demo.cri.ma': '/dashboard',
  'membre.casa@demo.cri.ma': '/dashboard',
  'membre.focal.casa@demo.cri.ma': '/dashboard',
  'membre.commune.casa@demo.cri.ma': '/dashboard',
  'membre.rabat@demo.cri.ma': '/dashboard',
  'directeur.casa@demo.cri.ma': '/dashboard',
  'wali.rabat@demo.cri.ma': '/dashboard',
  'membre.signataire.casa@demo.cri.ma': '/dashboard',
  'signataire.casa@demo.cri.ma': '/dashboard',
  'support.national@demo.cri.ma': '/national-support/national-support',
  'support.casa@demo.cri.ma': '/regional-support/advisors',
  'contenu.national@demo.cri.ma': '/national-content-manager/procedures',
  'conseiller.piafe@demo.cri.ma': '/piafe/projects',
  'foncier.casa@demo.cri.ma': '/foncier/dashboard',
  'foncier.rdv.casa@demo.cri.ma': '/foncier/dashboard',
  'consultation.casa@demo.cri.ma': '/recourses',
  'consultation.nationale@demo.cri.ma': '/dashboard',
  'commission.nationale@demo.cri.ma': '/dashboard',
  'representant.wali.casa@demo.cri.ma': '/dashboard',
  'suivi.casa@demo.cri.ma': '/monitoring-dashboard',
};
