import type { TPvSignatures } from '@cri/shared/schemas/signatures';
import { Alert, Anchor, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { usePvSignatures } from '../api/get-pv-signatures.ts';

/** Loads the PV of a project for a signature page: the loader, "not found" or a load failure, else the page. */
export function WithPvSignatures({
  projectId,
  children,
}: {
  projectId: number | null;
  children: (pv: TPvSignatures) => ReactNode;
}) {
  const { t } = useTranslation();
  const query = usePvSignatures(projectId);
  if (projectId !== null && query.isPending) return <PageLoader />;
  if (projectId === null || !query.data) {
    const notFound = projectId === null || (query.error instanceof ApiError && query.error.status === 404);
    return (
      <Alert color={notFound ? 'gray' : 'red'} variant="light" role="alert">
        {t(notFound ? 'projects.detail.notFound' : 'signatures.errors.loadFailed')}
      </Alert>
    );
  }
  return <>{children(query.data)}</>;
}

/** The heading of a signature page: the file's name (a link to it) above the page's one h1. */
export function SignatureHeading({ pv, title }: { pv: TPvSignatures; title: string }) {
  return (
    <Stack gap={4}>
      <Anchor component={Link} to={`/projects/${pv.project.id}`} size="sm">
        <span dir="auto">{pv.project.name}</span>
      </Anchor>
      <Title order={1}>{title}</Title>
    </Stack>
  );
}
