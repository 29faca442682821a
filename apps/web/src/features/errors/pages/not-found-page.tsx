import { IconMapQuestion } from '@tabler/icons-react';
import { ErrorView } from '../components/error-view.tsx';

/** Any path the portal does not know. */
export default function NotFoundPage() {
  return <ErrorView icon={IconMapQuestion} titleKey="common.notFound.title" lineKeys={['common.notFound.message']} />;
}
