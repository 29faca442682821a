import { procedureDetailPath, type TDocumentTypeDetail } from '@cri/shared/schemas/procedures';
import { Anchor, Badge, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { TemplateLink } from '../../../components/ui/template-link.tsx';
import { formatAmount } from '../../../lib/format.ts';
import { localized } from '../../../lib/i18n/localized.ts';
import { parseId } from '../../../lib/route-id.ts';
import { useRegions } from '../../reference-data/api/get-regions.ts';
import { useDocumentType } from '../api/get-document-type.ts';
import { BackToCatalogue, CatalogueRecordMissing } from '../components/catalogue-states.tsx';
import { Section } from '../components/section.tsx';
import { formatMimeTypes } from '../lib/procedure-catalogue.ts';

/** `/provided-document/{id}`: what a document type is, who issues it, what it costs, which procedures ask for it. */
export default function ProvidedDocumentPage() {
  const id = parseId(useParams().id);
  const documentType = useDocumentType(id);
  if (id !== null && documentType.isPending) return <PageLoader />;
  if (id === null || !documentType.data)
    return (
      <CatalogueRecordMissing
        error={id === null ? null : documentType.error}
        notFoundKey="procedures.document.notFound"
        loadFailedKey="procedures.document.loadFailed"
      />
    );
  return <DocumentTypeView documentType={documentType.data} />;
}

function DocumentTypeView({ documentType: d }: { documentType: TDocumentTypeDetail }) {
  const { t, i18n } = useTranslation();
  const regions = useRegions();
  const provider = localized(d, i18n.language, 'provider');
  return (
    <Stack gap="lg">
      <BackToCatalogue />
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t('procedures.document.kicker')}
        </Text>
        <Title order={1}>{localized(d, i18n.language)}</Title>
        <Group gap="xs">
          {d.deliveredByAdministration && (
            <Badge variant="outline" color="gray" c="gray.8">
              {t('procedures.detail.deliveredByAdministration')}
            </Badge>
          )}
          {d.collectable && <Badge variant="light">{t('procedures.document.collectable')}</Badge>}
        </Group>
      </Stack>

      <Section id="document-description" title={t('procedures.detail.description')}>
        <Stack gap="xs">
          <Text>{localized(d, i18n.language, 'description')}</Text>
          {provider && <Text size="sm">{t('procedures.document.provider', { provider })}</Text>}
          <Text size="sm" c="dimmed">
            {t('procedures.detail.formats', { formats: formatMimeTypes(d.mimeType) })}
          </Text>
          <TemplateLink documentType={d} />
        </Stack>
      </Section>

      <Section id="document-fees" title={t('procedures.document.fees')}>
        {d.documentCollectionFee === 0 && d.regionFees.length === 0 ? (
          <Text>{t('procedures.detail.noFee')}</Text>
        ) : (
          <Table variant="vertical" withTableBorder layout="fixed" data-testid="document-fees">
            <Table.Tbody>
              <Table.Tr>
                <Table.Th scope="row">{t('procedures.detail.nationalFee')}</Table.Th>
                <Table.Td dir="ltr">{formatAmount(d.documentCollectionFee)}</Table.Td>
              </Table.Tr>
              {d.regionFees.map((fee) => {
                const region = regions.data?.find((r) => r.id === fee.regionId);
                return (
                  <Table.Tr key={fee.regionId}>
                    <Table.Th scope="row">{region ? localized(region, i18n.language) : fee.regionId}</Table.Th>
                    <Table.Td dir="ltr">{formatAmount(fee.documentCollectionFee)}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        )}
      </Section>

      <Section id="document-procedures" title={t('procedures.document.procedures')}>
        {d.procedures.length === 0 ? (
          <Text>{t('procedures.document.noProcedure')}</Text>
        ) : (
          <List spacing="xs">
            {d.procedures.map((p) => (
              <List.Item key={p.id}>
                <Anchor component={Link} to={procedureDetailPath(p.id)}>
                  {localized(p, i18n.language)}
                </Anchor>{' '}
                <Text span size="sm" c="dimmed">
                  {`(${t(p.required ? 'procedures.detail.required' : 'procedures.detail.optional')})`}
                </Text>
              </List.Item>
            ))}
          </List>
        )}
      </Section>
    </Stack>
  );
}
