import { FRAMING_FORM_PAGE_SIZE } from '@cri/shared/limits';
import { FRAMING_FORM_PATHS, framingFormDetailsPath, type TFramingFormSummary } from '@cri/shared/schemas/framing-forms';
import { Alert, Anchor, Badge, Button, Group, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { formatAmount, formatDate } from '../../../lib/format.ts';
import { useSignedInUser } from '../../../lib/signed-in-user.ts';
import { useFramingFormPage, useFramingForms } from '../api/get-framing-forms.ts';

/**
 * /framing-forms: an investor's own questionnaires, or (staff) the region's, a page at a time with the
 * page count of the framingformpagecount header. The role decides which.
 */
export default function FramingFormsListPage() {
  const user = useSignedInUser();
  const investor = user?.roles.includes('ROLE_INVESTOR') ?? false;
  return investor ? <InvestorList /> : <StaffList />;
}

function InvestorList() {
  const { t } = useTranslation();
  const list = useFramingForms();
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>{t('framingForms.list.investorTitle')}</Title>
        <Button component={Link} to={FRAMING_FORM_PATHS.new} leftSection={<IconPlus size={16} aria-hidden />}>
          {t('framingForms.list.new')}
        </Button>
      </Group>
      {list.isPending ? <PageLoader /> : <Rows rows={list.data} failed={list.isError} staff={false} />}
    </Stack>
  );
}

function StaffList() {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const query = useFramingFormPage(page, FRAMING_FORM_PAGE_SIZE);
  return (
    <Stack gap="lg">
      <Title order={1}>{t('framingForms.list.staffTitle')}</Title>
      {query.isPending ? <PageLoader /> : <Rows rows={query.data?.rows} failed={query.isError} staff />}
      {(query.data?.pageCount ?? 0) > 1 ? (
        <Pagination
          total={query.data?.pageCount ?? 1}
          value={page + 1}
          onChange={(p) => setPage(p - 1)}
          getControlProps={(control) => ({ 'aria-label': `${t('framingForms.list.pagination')} ${control}` })}
          aria-label={t('framingForms.list.pagination')}
        />
      ) : null}
    </Stack>
  );
}

function Rows({ rows, failed, staff }: { rows: TFramingFormSummary[] | undefined; failed: boolean; staff: boolean }) {
  const { t } = useTranslation();
  if (failed)
    return (
      <Alert color="red" variant="light" role="alert">
        {t('framingForms.list.loadFailed')}
      </Alert>
    );
  if (!rows || rows.length === 0) return <Text>{t('framingForms.list.empty')}</Text>;
  const status = (r: TFramingFormSummary) =>
    r.projectId !== null ? (
      <Badge color="green" variant="light">
        {t('framingForms.list.withProject')}
      </Badge>
    ) : r.advisorId !== null ? (
      <Badge variant="light">{t('framingForms.list.assigned')}</Badge>
    ) : (
      <Badge color="gray" variant="light">
        {t('framingForms.list.toHandle')}
      </Badge>
    );
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('framingForms.list.projectName')}</Table.Th>
            {staff ? <Table.Th>{t('framingForms.list.investor')}</Table.Th> : null}
            <Table.Th>{t('framingForms.list.createdAt')}</Table.Th>
            <Table.Th>{t('framingForms.list.amount')}</Table.Th>
            <Table.Th>{t('framingForms.list.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.id}>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={framingFormDetailsPath(r.id)}
                  aria-label={t('framingForms.list.open', { name: r.projectName })}
                >
                  <span dir="auto">{r.projectName}</span>
                </Anchor>
              </Table.Td>
              {staff ? (
                <Table.Td>
                  <span dir="ltr">{r.investorUsername}</span>
                </Table.Td>
              ) : null}
              <Table.Td>{formatDate(new Date(r.createdAt))}</Table.Td>
              <Table.Td>
                <span dir="ltr">{formatAmount(r.totalInvestedAmount)}</span>
              </Table.Td>
              <Table.Td>{status(r)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
