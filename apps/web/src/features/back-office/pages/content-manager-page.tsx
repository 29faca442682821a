import { PROCEDURES } from '@cri/shared/back-office/resources';
import { ResourceList } from '../components/resource-list.tsx';

/** /national-content-manager/procedures, the content manager landing: the procedures (spec 1 §4.1 step 4, issue 17). */
export default function ContentManagerPage() {
  return <ResourceList decl={PROCEDURES} />;
}
