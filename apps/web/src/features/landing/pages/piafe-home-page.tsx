import { paths } from '@cri/shared/paths';
import { Navigate } from 'react-router';

/** /piafe, the target of the piafe shell's logo (spec 1 §2.2): the area opens on its project list. */
export default function PiafeHomePage() {
  return <Navigate replace to={paths.piafeProjects} />;
}
