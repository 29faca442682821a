import { Button, Group, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { localized } from '../../../lib/i18n/localized.ts';
import { useResetHistory } from '../api/get-reset-history.ts';

/** The resets the caller may see (its region for regional support), newest first, page by page. */
export function ResetHistoryTable() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(0);
  const history = useResetHistory(page);
  const items = history.data?.items ?? [];
  const pageCount = history.data?.pageCount ?? 0;
  return (
    <section aria-labelledby="otp-reset-history">
      <Title order={2} size="h3" id="otp-reset-history" mb="sm">
        {t('otpReset.history.title')}
      </Title>
      {history.isSuccess && items.length === 0 ? <Text c="dimmed">{t('otpReset.history.empty')}</Text> : null}
      {items.length > 0 ? (
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('otpReset.history.date')}</Table.Th>
                <Table.Th>{t('otpReset.history.account')}</Table.Th>
                <Table.Th>{t('otpReset.history.type')}</Table.Th>
                <Table.Th>{t('otpReset.history.region')}</Table.Th>
                <Table.Th>{t('otpReset.history.by')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Td dir="ltr" style={{ whiteSpace: 'nowrap' }}>
                    {formatDateTime(item.resetAt)}
                  </Table.Td>
                  <Table.Td>
                    <div dir="auto">{`${item.account.firstName} ${item.account.lastName}`}</div>
                    <Text size="sm" c="dimmed" dir="ltr">
                      {item.account.username}
                    </Text>
                  </Table.Td>
                  <Table.Td>{t(`otpReset.accountTypes.${item.accountType}`)}</Table.Td>
                  <Table.Td>
                    {localized({ fr: item.regionName, ar: item.regionNameAr }, i18n.language) ?? t('otpReset.card.noRegion')}
                  </Table.Td>
                  <Table.Td>
                    <div dir="auto">{`${item.resetBy.firstName} ${item.resetBy.lastName}`}</div>
                    <Text size="sm" c="dimmed" dir="ltr">
                      {item.resetBy.username}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      {pageCount > 1 ? (
        <Group justify="space-between" mt="sm">
          <Button variant="default" disabled={page === 0} onClick={() => setPage((p) => p - 1)}>
            {t('otpReset.history.previous')}
          </Button>
          <Text size="sm">{t('otpReset.history.page', { page: page + 1, count: pageCount })}</Text>
          <Button variant="default" disabled={page + 1 >= pageCount} onClick={() => setPage((p) => p + 1)}>
            {t('otpReset.history.next')}
          </Button>
        </Group>
      ) : null}
    </section>
  );
}
