import { IconAlertTriangle } from '@tabler/icons-react';
import { ErrorView } from './error-view.tsx';

/** The generic error of spec 1 §2.8: its title, the access-impossible sub-text and the generic message. */
export function GenericErrorView() {
  return (
    <ErrorView
      icon={IconAlertTriangle}
      titleKey="common.error.title"
      lineKeys={['common.error.accessImpossible', 'common.error.message']}
    />
  );
}
