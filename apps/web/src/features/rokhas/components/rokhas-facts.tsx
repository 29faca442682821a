import type { TLandFolderPartner } from '@cri/shared/schemas/rokhas';
import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../../lib/format.ts';

/** The latest situation the partner gave of any sent folder (its deposit and instruction dates). */
function latestSituation(data: TLandFolderPartner) {
  return data.folders
    .flatMap((f) => f.situations)
    .sort((a, b) => a.reportedAt.localeCompare(b.reportedAt))
    .at(-1);
}

/**
 * Spec 2 §3 "Rokhas situation" as one table: the file's facts as the partner receives them, the land-folder
 * status, the dates of the partner's latest situation and when the portal last read it from the partner.
 */
export function RokhasFacts({ data }: { data: TLandFolderPartner }) {
  const { t } = useTranslation();
  const f = data.facts;
  const latest = latestSituation(data);
  const readAt = data.folders
    .map((x) => x.situationReadAt)
    .filter((x): x is string => x !== null)
    .sort()
    .at(-1);
  const ltr = (v: string) => <span dir="ltr">{v}</span>;
  const rows: [string, ReactNode][] = [
    ['reference', ltr(f.reference)],
    ['province', f.province || '—'],
    ['commune', f.commune || '—'],
    ['investor', f.investor || '—'],
    ['company', f.company || '—'],
    [
      'architect',
      f.architect.fullName ? (
        <>
          {f.architect.fullName} — {ltr(f.architect.email || '—')} — {t('rokhas.facts.authorization')}{' '}
          {ltr(f.architect.authorizationNumber || '—')}
        </>
      ) : (
        '—'
      ),
    ],
    ['consistence', f.consistence || '—'],
    ['landArea', f.landArea === null ? '—' : t('rokhas.facts.squareMetres', { value: f.landArea })],
    ['landReferences', f.landReferences.length ? ltr(f.landReferences.join(' · ')) : '—'],
    ['natureCodes', data.folders.length ? data.folders.map((x) => t(`rokhas.nature.${x.natureCode}`)).join(' · ') : '—'],
    ['depositDate', latest?.depositDate ? formatDate(latest.depositDate) : '—'],
    ['instructionDate', latest?.instructionDate ? formatDate(latest.instructionDate) : '—'],
  ];
  return (
    <>
      <Table variant="vertical" withTableBorder data-testid="rokhas-facts">
        <Table.Tbody>
          {rows.map(([key, value]) => (
            <Table.Tr key={key}>
              <Table.Th scope="row" w="35%">
                {t(`rokhas.facts.${key}`)}
              </Table.Th>
              <Table.Td dir="auto">{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed">
        {readAt ? t('rokhas.facts.readAt', { date: formatDateTime(readAt) }) : t('rokhas.facts.notRead')}
      </Text>
    </>
  );
}
