import { backOfficeListPath } from '@cri/shared/paths';
import { Alert, Anchor, Loader, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useResourceRecord } from '../api/resources.ts';
import { BackOfficeNav } from '../components/back-office-nav.tsx';
import { resourceSingular, resourceTitle } from '../components/labels.ts';
import { RecordHistory } from '../components/record-history.tsx';
import { ResourceForm } from '../components/resource-form.tsx';
import { WithResource } from '../components/resource-guard.tsx';

/** /back-office/{resource}/{id}: a record, its edit form, its deletion and its history. */
export default function ResourceDetailPage() {
  const { t } = useTranslation();
  const { resource, id } = useParams();
  const recordId = /^\d{1,9}$/.test(id ?? '') ? Number(id) : null;
  const record = useResourceRecord(resource ?? '', recordId);
  return (
    <WithResource name={resource}>
      {(decl) => (
        <Stack>
          <BackOfficeNav />
          <Anchor component={Link} to={backOfficeListPath(decl.name)}>
            {resourceTitle(t, decl.name)}
          </Anchor>
          <Title order={1}>{resourceSingular(t, decl.name)}</Title>
          {record.data ? (
            <>
              <ResourceForm key={`${decl.name}-${record.data.id}`} decl={decl} record={record.data} />
              <RecordHistory decl={decl} id={record.data.id} />
            </>
          ) : record.isPending && recordId !== null ? (
            <Loader role="status" aria-label={t('common.loading')} />
          ) : (
            <Alert color="red">{t('backOffice.detail.notFound')}</Alert>
          )}
        </Stack>
      )}
    </WithResource>
  );
}
