import { useParams } from 'react-router';
import { WithResource } from '../components/resource-guard.tsx';
import { ResourceList } from '../components/resource-list.tsx';

/** /back-office/{resource}: the generic list of a declared resource. */
export default function ResourceListPage() {
  const { resource } = useParams();
  return <WithResource name={resource}>{(decl) => <ResourceList key={decl.name} decl={decl} />}</WithResource>;
}
