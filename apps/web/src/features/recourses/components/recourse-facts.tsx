import type { TRecourse } from '@cri/shared/schemas/recourses';
import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';

/** The appeal as filed: date, decision appealed, reason, explanation, attached documents. */
export function RecourseFacts({
  recourse,
  documentNames,
  extra,
}: {
  recourse: Pick<TRecourse, 'reason' | 'explanation'> & Partial<Pick<TRecourse, 'filedAt' | 'appealedDecision'>>;
  documentNames: string[];
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Table variant="vertical" layout="fixed" withTableBorder maw={760}>
      <Table.Tbody>
        {recourse.filedAt ? (
          <Table.Tr>
            <Table.Th scope="row" w={220}>
              {t('recoursesInvestor.details.filedOn')}
            </Table.Th>
            <Table.Td>
              <span dir="ltr">{formatDateTime(recourse.filedAt)}</span>
            </Table.Td>
          </Table.Tr>
        ) : null}
        {recourse.appealedDecision ? (
          <Table.Tr>
            <Table.Th scope="row" w={220}>
              {t('recoursesInvestor.details.appealedDecision')}
            </Table.Th>
            <Table.Td>
              {recourse.appealedDecision === 'SILENCE'
                ? t('recoursesInvestor.details.silence')
                : t(`projects.decisions.${recourse.appealedDecision}`)}
            </Table.Td>
          </Table.Tr>
        ) : null}
        <Table.Tr>
          <Table.Th scope="row" w={220}>
            {t('recoursesInvestor.details.reason')}
          </Table.Th>
          <Table.Td dir="auto" data-testid="recourse-reason">
            {recourse.reason}
          </Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th scope="row" w={220}>
            {t('recoursesInvestor.details.explanation')}
          </Table.Th>
          <Table.Td dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
            {recourse.explanation}
          </Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th scope="row" w={220}>
            {t('recoursesInvestor.details.documents')}
          </Table.Th>
          <Table.Td>
            {documentNames.length === 0 ? t('recoursesInvestor.details.noDocuments') : documentNames.join(', ')}
          </Table.Td>
        </Table.Tr>
        {extra}
      </Table.Tbody>
    </Table>
  );
}
