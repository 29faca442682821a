import { CONTENT_KINDS, type ContentKind } from '@cri/shared/enums/content';
import { CONTENT_PATHS } from '@cri/shared/paths';
import { Alert, Anchor, Badge, Button, Group, Loader, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, Link } from 'react-router';
import { formatDate } from '../../../lib/format.ts';
import { useManagedContent } from '../api/content.ts';

/**
 * /national-content-manager/content: every managed text (FAQ, incentives, appeals, help) with its
 * published version and pending draft; the content manager opens one to edit, preview and publish it.
 */
export default function ContentListPage() {
  const { t, i18n } = useTranslation();
  const [kind, setKind] = useState<ContentKind>('FAQ');
  const { data, isPending, isError } = useManagedContent(kind);
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>{t('content.manager.title')}</Title>
        <Button component={Link} to={CONTENT_PATHS.managerNewFaq}>
          {t('content.manager.newFaq')}
        </Button>
      </Group>
      <Text>{t('content.manager.intro')}</Text>
      <SegmentedControl
        aria-label={t('content.manager.kindLabel')}
        value={kind}
        onChange={(value) => setKind(value as ContentKind)}
        data={CONTENT_KINDS.map((value) => ({ value, label: t(`content.kinds.${value}`) }))}
      />
      {isPending ? <Loader role="status" aria-label={t('common.loading')} /> : null}
      {isError ? <Alert color="red">{t('content.loadError')}</Alert> : null}
      {data ? (
        <Table.ScrollContainer minWidth={720}>
          <Table striped withTableBorder>
            <Table.Caption>{t(`content.kinds.${kind}`)}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('content.manager.entry')}</Table.Th>
                <Table.Th scope="col">{t('content.manager.audience')}</Table.Th>
                <Table.Th scope="col">{t('content.manager.category')}</Table.Th>
                <Table.Th scope="col">{t('content.manager.published')}</Table.Th>
                <Table.Th scope="col">{t('content.manager.draft')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>
                    <Anchor component={Link} to={generatePath(CONTENT_PATHS.managerEntry, { id: String(row.id) })}>
                      {(i18n.language === 'ar' ? row.titleAr : row.titleFr) || row.slug}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{t(`content.audiences.${row.audience}`)}</Table.Td>
                  <Table.Td>{row.category ? t(`content.categories.${row.category}`) : '—'}</Table.Td>
                  <Table.Td>
                    {row.publishedVersion === null
                      ? t('content.manager.notPublished')
                      : t('content.manager.versionOn', { version: row.publishedVersion, date: formatDate(row.publishedAt) })}
                  </Table.Td>
                  <Table.Td>
                    {row.draftVersion === null ? (
                      '—'
                    ) : (
                      <Badge color="orange">{t('content.manager.draftBadge', { version: row.draftVersion })}</Badge>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </Stack>
  );
}
