import {
  advisorStore,
  cruiMemberStore,
  landMemberStore,
  monitoringManagerStore,
  nationalAccountStore,
  piafeAdvisorStore,
  regionalSupportStore,
} from './account-store.ts';
import { administrationStore, administrationTypeStore } from './administration-store.ts';
import { documentTypeStore } from './document-type-store.ts';
import { feeScaleStore } from './fee-scale-store.ts';
import { monitoringMailStore } from './monitoring-mail-store.ts';
import { priceOverrideStore } from './price-override-store.ts';
import { procedureStore } from './procedure-store.ts';
import { recommendationRuleStore } from './recommendation-rule-store.ts';
import { centreInformationStore, regionParametersStore } from './region-settings-store.ts';
import type { ResourceStore } from './store.ts';

/** The storage of every declared resource (resources.test.ts checks the two lists agree). */
export const STORES: readonly ResourceStore[] = [
  nationalAccountStore,
  regionalSupportStore,
  piafeAdvisorStore,
  advisorStore,
  cruiMemberStore,
  landMemberStore,
  monitoringManagerStore,
  monitoringMailStore,
  regionParametersStore,
  centreInformationStore,
  procedureStore,
  documentTypeStore,
  administrationTypeStore,
  administrationStore,
  feeScaleStore,
  priceOverrideStore,
  recommendationRuleStore,
];
