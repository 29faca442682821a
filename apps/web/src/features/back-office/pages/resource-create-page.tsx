import { offers } from '@cri/shared/back-office/resource';
import { backOfficeListPath } from '@cri/shared/paths';
import { Alert, Anchor, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { BackOfficeNav } from '../components/back-office-nav.tsx';
import { resourceSingular, resourceTitle } from '../components/labels.ts';
import { ResourceForm } from '../components/resource-form.tsx';
import { WithResource } from '../components/resource-guard.tsx';

/** /back-office/{resource}/new: the creation form of a declared resource. */
export default function ResourceCreatePage() {
  const { t } = useTranslation();
  const { resource } = useParams();
  return (
    <WithResource name={resource}>
      {(decl) => (
        <Stack>
          <BackOfficeNav />
          <Anchor component={Link} to={backOfficeListPath(decl.name)}>
            {resourceTitle(t, decl.name)}
          </Anchor>
          <Title order={1}>{t('backOffice.list.create', { what: resourceSingular(t, decl.name) })}</Title>
          {offers(decl, 'create') ? (
            <ResourceForm key={decl.name} decl={decl} />
          ) : (
            <Alert color="red">{t('backOffice.detail.notFound')}</Alert>
          )}
        </Stack>
      )}
    </WithResource>
  );
}
