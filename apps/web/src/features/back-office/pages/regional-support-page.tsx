import { ADVISORS } from '@cri/shared/back-office/resources';
import { ResourceList } from '../components/resource-list.tsx';

/** /regional-support/advisors, the regional support landing: its region's advisors (spec 1 §4.1 step 4, issue 17). */
export default function RegionalSupportPage() {
  return <ResourceList decl={ADVISORS} />;
}
