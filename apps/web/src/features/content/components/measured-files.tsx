import { BOTTLENECK_FILES_PAGE_SIZE, type TIndicatorsRange } from '@cri/shared/schemas/indicators';
import { Alert, Anchor, Button, Group, Loader, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { type MeasuredFigure, useBottleneckFiles } from '../api/indicators.ts';

/**
 * The files behind one percentile figure (decision 090): the completed stays of a step, or the opinions of an
 * administration, begun within the range, longest first, a page at a time; each row links to its file.
 */
export function MeasuredFiles({
  range,
  regionId,
  figure,
  onClose,
}: {
  range: TIndicatorsRange;
  regionId: number | null;
  figure: MeasuredFigure;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const key = JSON.stringify(figure);
  // A new figure starts at its first page, and the list's heading takes the focus (the list opened below).
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the figure changes
  useEffect(() => {
    setPage(0);
    heading.current?.focus();
  }, [key]);
  const query = useBottleneckFiles(range, regionId, figure, page);
  const title =
    'phase' in figure
      ? t('indicators.measured.stepTitle', { step: t(`projects.phases.${figure.phase}`) })
      : t('indicators.measured.administrationTitle', { name: figure.name });
  const data = query.data;
  const pages = data ? Math.ceil(data.total / BOTTLENECK_FILES_PAGE_SIZE) : 0;
  return (
    <Stack component="section" aria-labelledby="ind-measured" gap="sm" data-testid="measured-files">
      <Group justify="space-between" align="center">
        <Title order={3} size="h4" id="ind-measured" ref={heading} tabIndex={-1}>
          {title}
        </Title>
        <Button size="compact-sm" variant="default" onClick={onClose}>
          {t('indicators.measured.close')}
        </Button>
      </Group>
      {query.isError ? <Alert color="red">{t('indicators.measured.loadError')}</Alert> : null}
      {!data && !query.isError ? <Loader role="status" aria-label={t('common.loading')} /> : null}
      {data ? (
        <>
          <Text size="sm">{t('indicators.measured.total', { count: data.total })}</Text>
          {data.items.length === 0 ? (
            <Text c="dimmed">{t('indicators.measured.none')}</Text>
          ) : (
            <Table.ScrollContainer minWidth={520}>
              <Table striped withTableBorder fz="sm" data-testid="measured-table">
                <Table.Caption>{t('indicators.measured.caption')}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('indicators.bottlenecks.reference')}</Table.Th>
                    <Table.Th scope="col">{t('indicators.bottlenecks.name')}</Table.Th>
                    <Table.Th scope="col">{t('indicators.measured.began')}</Table.Th>
                    <Table.Th scope="col">{t('indicators.measured.ended')}</Table.Th>
                    <Table.Th scope="col">{t('indicators.measured.days')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.items.map((item) => (
                    <Table.Tr key={`${item.projectId}-${item.beganAt}`}>
                      <Table.Td>
                        <Anchor component={Link} to={`/projects/${item.projectId}`}>
                          {item.reference ?? item.name}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{item.name}</Table.Td>
                      <Table.Td>{formatDate(new Date(item.beganAt))}</Table.Td>
                      <Table.Td>{formatDate(new Date(item.endedAt))}</Table.Td>
                      <Table.Td>{formatNumber(item.days)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {pages > 1 ? (
            <Pagination
              total={pages}
              value={page + 1}
              onChange={(p) => setPage(p - 1)}
              getItemProps={(n) => ({ 'aria-label': `${t('indicators.measured.pages')} ${n}` })}
              getControlProps={(control) => ({ 'aria-label': `${t('indicators.measured.pages')} ${control}` })}
              aria-label={t('indicators.measured.pages')}
            />
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
