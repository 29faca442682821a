import { FUNDAMENTAL_REFERENCE_TYPE_IDS as R } from '@cri/shared/enums/reference-data';
import { type ChoiceItemRow, type ChoiceTuple, choiceList } from './choice-item.ts';

/** How a parcel is identified at the land registry (spec 2 §3 Parcel). */
const fundamentalReferenceTypes: ChoiceTuple[] = [
  [R.REGISTRY_TITLE, 'REGISTRY_TITLE', 'Titre foncier', 'رسم عقاري'],
  [R.REQUISITION, 'REQUISITION', "Réquisition d'immatriculation", 'مطلب التحفيظ'],
];

const landLegalStatuses: ChoiceTuple[] = [
  [1101, 'MELK', 'Propriété privée (melk)', 'ملك خاص'],
  [1102, 'STATE_PRIVATE_DOMAIN', "Domaine privé de l'État", 'الملك الخاص للدولة'],
  [1103, 'PUBLIC_DOMAIN', 'Domaine public', 'الملك العام'],
  [1104, 'COLLECTIVE_LAND', 'Terres collectives (soulaliyates)', 'الأراضي السلالية'],
  [1105, 'HABOUS', 'Habous', 'الأحباس'],
  [1106, 'GUICH', 'Terres guich', 'أراضي الكيش'],
  [1107, 'FOREST_DOMAIN', 'Domaine forestier', 'الملك الغابوي'],
  [1108, 'COMMUNAL_DOMAIN', 'Domaine privé communal', 'الملك الخاص الجماعي'],
];

const financingModes: ChoiceTuple[] = [
  [1301, 'EQUITY', 'Fonds propres', 'أموال ذاتية'],
  [1302, 'BANK_LOAN', 'Crédit bancaire', 'قرض بنكي'],
  [1303, 'MIXED', 'Fonds propres et crédit bancaire', 'أموال ذاتية وقرض بنكي'],
  [1304, 'FOREIGN_DIRECT_INVESTMENT', 'Investissement direct étranger', 'استثمار أجنبي مباشر'],
  [1305, 'STATE_SUPPORT', "Appui de l'État (charte de l'investissement)", 'دعم الدولة (ميثاق الاستثمار)'],
];

const energySources: ChoiceTuple[] = [
  [1401, 'GRID', 'Réseau national (ONEE ou régie)', 'الشبكة الوطنية (المكتب الوطني أو الوكالة المستقلة)'],
  [1402, 'SOLAR', 'Solaire photovoltaïque', 'الطاقة الشمسية الكهروضوئية'],
  [1403, 'WIND', 'Éolien', 'الطاقة الريحية'],
  [1404, 'GENERATOR', 'Groupe électrogène', 'مولد كهربائي'],
  [1405, 'GRID_AND_RENEWABLE', 'Réseau et énergie renouvelable', 'الشبكة والطاقة المتجددة'],
];

export const PROJECT_CHOICES: ChoiceItemRow[] = [
  ...choiceList('FundamentalReferenceType', fundamentalReferenceTypes),
  ...choiceList('LandLegalStatus', landLegalStatuses),
  ...choiceList('FinancingMode', financingModes),
  ...choiceList('EnergySource', energySources),
];
