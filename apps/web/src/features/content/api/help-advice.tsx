import { Alert } from '@mantine/core';
import { IconLifebuoy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { localized } from '../../../lib/i18n/localized.ts';
import { useSignedInUser } from '../../../lib/signed-in-user.ts';
import { ContentBody } from '../components/content-body.tsx';
import { audienceOf } from '../lib/audience.ts';
import { usePublishedContent } from './content.ts';

/**
 * The help advice of spec 1 §8 for the reader's role (investor, advisor, commission member, else the
 * general one), as the content manager published it; other features show it (error pages) through here.
 */
export function HelpAdvice() {
  const { i18n } = useTranslation();
  const user = useSignedInUser();
  const audience = audienceOf(user?.roles);
  const { data } = usePublishedContent({ kind: 'HELP', audience });
  const help = data?.[0];
  if (!help) return null;
  return (
    <Alert
      component="section"
      aria-label={localized(help, i18n.language, 'title')}
      color="blue"
      variant="light"
      icon={<IconLifebuoy aria-hidden="true" />}
      title={localized(help, i18n.language, 'title')}
    >
      <ContentBody body={localized(help, i18n.language, 'body')} />
    </Alert>
  );
}
