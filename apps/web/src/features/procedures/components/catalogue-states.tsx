import { PROCEDURE_PATHS } from '@cri/shared/schemas/procedures';
import { Alert, Anchor, Group, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from '../../../components/ui/rtl-mirror.module.css';
import { ApiError } from '../../../lib/api-client.ts';

/** The way back to the procedure list, at the top of every catalogue page. */
export function BackToCatalogue() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={PROCEDURE_PATHS.list}>
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden="true" className={classes.mirror} />
        {t('procedures.detail.back')}
      </Group>
    </Anchor>
  );
}

/**
 * A catalogue record that could not be shown: "does not exist" for a malformed id (`error` null) or a 404,
 * "could not be loaded" otherwise.
 */
export function CatalogueRecordMissing({
  error,
  notFoundKey,
  loadFailedKey,
}: {
  error: unknown;
  notFoundKey: string;
  loadFailedKey: string;
}) {
  const { t } = useTranslation();
  const notFound = error === null || (error instanceof ApiError && error.status === 404);
  return (
    <Stack gap="md">
      <BackToCatalogue />
      <Alert color={notFound ? 'gray' : 'red'} variant="light" role="alert">
        {t(notFound ? notFoundKey : loadFailedKey)}
      </Alert>
    </Stack>
  );
}
