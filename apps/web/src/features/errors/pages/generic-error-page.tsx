import { Stack } from '@mantine/core';
import { HelpAdvice } from '../../content/api/help-advice.tsx';
import { GenericErrorView } from '../components/generic-error-view.tsx';

/** /generic/error (spec 1 §2.8): where flows send the user when they cannot go on, with the help advice of spec 1 §8. */
export default function GenericErrorPage() {
  return (
    <Stack gap="lg">
      <GenericErrorView />
      <HelpAdvice />
    </Stack>
  );
}
