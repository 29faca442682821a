import { providedDocumentPath, type TProcedureDetail } from '@cri/shared/schemas/procedures';
import { Alert, Anchor, Badge, Group, Image, List, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { TemplateLink } from '../../../components/ui/template-link.tsx';
import { formatAmount } from '../../../lib/format.ts';
import { localized } from '../../../lib/i18n/localized.ts';
import { parseId } from '../../../lib/route-id.ts';
import { useRegions } from '../../reference-data/api/get-regions.ts';
import { usePriceOverrides, useProcedure } from '../api/get-procedures.ts';
import { BackToCatalogue, CatalogueRecordMissing } from '../components/catalogue-states.tsx';
import { Section } from '../components/section.tsx';
import { documentFee, formatMimeTypes } from '../lib/procedure-catalogue.ts';

const NATIONAL = 'national';
const DELAYS = [
  'maxSchedulingDelay',
  'investorPaymentDelay',
  'investorTechnicalSheetDelay',
  'validationAdministrationDelay',
] as const satisfies readonly (keyof TProcedureDetail)[];

/** One procedure of the public catalogue: every field, the documents with their fee per region, the infos. */
export default function ProcedureDetailPage() {
  const id = parseId(useParams().id);
  const procedure = useProcedure(id);

  if (id !== null && procedure.isPending) return <PageLoader />;
  if (id === null || !procedure.data)
    return (
      <CatalogueRecordMissing
        error={id === null ? null : procedure.error}
        notFoundKey="procedures.detail.notFound"
        loadFailedKey="procedures.detail.loadFailed"
      />
    );
  return <ProcedureView procedure={procedure.data} />;
}

function ProcedureView({ procedure: p }: { procedure: TProcedureDetail }) {
  const { t, i18n } = useTranslation();
  const regions = useRegions();
  const [region, setRegion] = useState<string>(NATIONAL);
  const regionId = region === NATIONAL ? null : Number(region);
  const overrides = usePriceOverrides(regionId);
  // A catalogue answer cached before the image was removed names an address that no longer answers: no section then.
  const [timelineMissing, setTimelineMissing] = useState(false);

  return (
    <Stack gap="lg">
      <BackToCatalogue />
      <Stack gap="xs">
        <Group gap="xs">
          <Badge variant="light">{t(`procedures.categories.${p.category}`)}</Badge>
          <Badge variant="outline" color="gray" c="gray.8">
            {t(p.regionId === null ? 'procedures.detail.national' : 'procedures.detail.regional')}
          </Badge>
        </Group>
        <Title order={1}>{localized(p, i18n.language)}</Title>
        {p.archived && (
          <Alert color="yellow" variant="light">
            {t('procedures.detail.archived')}
          </Alert>
        )}
      </Stack>

      <Section id="procedure-description" title={t('procedures.detail.description')}>
        <Text>{localized(p, i18n.language, 'description')}</Text>
      </Section>
      <Section id="procedure-legal" title={t('procedures.detail.legalContext')}>
        <Text>{localized(p, i18n.language, 'legalContext')}</Text>
      </Section>
      <Section id="procedure-incitation" title={t('procedures.detail.incitation')}>
        <Text>{localized(p, i18n.language, 'incitation')}</Text>
      </Section>

      {p.timelineImage && !timelineMissing ? (
        <Section id="procedure-timeline" title={t('procedures.detail.timeline')}>
          {/* Uploaded by the content manager (decision 098): described by them in both languages, loaded when near. */}
          <Image
            src={p.timelineImage.path}
            alt={i18n.language === 'ar' ? p.timelineImage.altAr : p.timelineImage.altFr}
            loading="lazy"
            decoding="async"
            w="100%"
            maw={960}
            h="auto"
            fit="contain"
            radius="sm"
            data-testid="procedure-timeline-image"
            onError={() => setTimelineMissing(true)}
          />
        </Section>
      ) : null}

      <Section id="procedure-delays" title={t('procedures.detail.delays')}>
        <Table variant="vertical" withTableBorder layout="fixed">
          <Table.Tbody>
            {DELAYS.map((key) => (
              <Table.Tr key={key}>
                <Table.Th scope="row">{t(`procedures.detail.${key}`)}</Table.Th>
                <Table.Td>{t('procedures.detail.days', { count: p[key] })}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Section>

      <Section id="procedure-documents" title={t('procedures.detail.documents')}>
        <Select
          label={t('procedures.detail.region')}
          description={t('procedures.detail.regionDescription')}
          value={region}
          onChange={(value) => setRegion(value ?? NATIONAL)}
          allowDeselect={false}
          maw={420}
          mb="md"
          data={[
            { value: NATIONAL, label: t('procedures.detail.nationalFee') },
            ...(regions.data ?? []).map((r) => ({ value: String(r.id), label: localized(r, i18n.language) })),
          ]}
        />
        {p.documents.length === 0 ? (
          <Text>{t('procedures.detail.noDocuments')}</Text>
        ) : (
          <List spacing="md" listStyleType="none" p={0} data-testid="procedure-documents">
            {p.documents.map(({ required, documentType: d }) => {
              const fee = documentFee(d, overrides.data ?? [], regionId);
              return (
                <List.Item key={d.id}>
                  <Stack gap={2}>
                    <Group gap="xs">
                      <Anchor component={Link} to={providedDocumentPath(d.id)} fw={600}>
                        {localized(d, i18n.language)}
                      </Anchor>
                      <Badge
                        size="sm"
                        variant={required ? 'light' : 'outline'}
                        color={required ? 'criGreen' : 'gray'}
                        c={required ? undefined : 'gray.8'}
                      >
                        {t(required ? 'procedures.detail.required' : 'procedures.detail.optional')}
                      </Badge>
                      {d.deliveredByAdministration && (
                        <Badge size="sm" variant="outline" color="gray" c="gray.8">
                          {t('procedures.detail.deliveredByAdministration')}
                        </Badge>
                      )}
                    </Group>
                    <Text size="sm">{localized(d, i18n.language, 'description')}</Text>
                    <Text size="sm" c="dimmed">
                      {t('procedures.detail.formats', { formats: formatMimeTypes(d.mimeType) })}
                    </Text>
                    <Text size="sm" data-testid={`fee-${d.code}`}>
                      {fee > 0 ? (
                        <>
                          {t('procedures.detail.fee')} <span dir="ltr">{formatAmount(fee)}</span>
                        </>
                      ) : (
                        t('procedures.detail.noFee')
                      )}
                    </Text>
                    <TemplateLink documentType={d} />
                  </Stack>
                </List.Item>
              );
            })}
          </List>
        )}
      </Section>

      <Section id="procedure-infos" title={t('procedures.detail.infos')}>
        {p.infos.length === 0 ? (
          <Text>{t('procedures.detail.noInfos')}</Text>
        ) : (
          <List spacing="xs">
            {p.infos.map((info) => (
              <List.Item key={info.infoTypeId}>
                <Text span fw={500}>
                  {localized(info, i18n.language)}
                </Text>{' '}
                <Text span size="sm" c="dimmed">
                  {`(${t(`procedures.detail.answerTypes.${info.answerDataType}`)}${info.unit ? `, ${info.unit}` : ''}${
                    info.required ? '' : `, ${t('procedures.detail.optional')}`
                  })`}
                </Text>
              </List.Item>
            ))}
          </List>
        )}
      </Section>
    </Stack>
  );
}
