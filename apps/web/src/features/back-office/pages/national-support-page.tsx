import { NATIONAL_ACCOUNTS } from '@cri/shared/back-office/resources';
import { ResourceList } from '../components/resource-list.tsx';

/** /national-support/national-support, the national support landing: its national accounts (spec 1 §4.1 step 4, issue 17). */
export default function NationalSupportPage() {
  return <ResourceList decl={NATIONAL_ACCOUNTS} />;
}
