import type { TFramingForm } from '@cri/shared/schemas/framing-forms';
import { Fieldset, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatNumber } from '../../../lib/format.ts';
import { localized } from '../../../lib/i18n/localized.ts';
import { useChoiceLists } from '../../reference-data/api/get-choices.ts';
import { useRegions } from '../../reference-data/api/get-regions.ts';
import { useSectors } from '../../reference-data/api/get-sectors.ts';
import { useVocations } from '../../reference-data/api/get-vocations.ts';
import { identityLabelKey } from '../lib/labels.ts';

/** The answers of a questionnaire, read only (investor and staff); user text keeps its own direction. */
export function AnswersView({ form }: { form: TFramingForm }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const sectors = useSectors().data ?? [];
  const regions = useRegions().data ?? [];
  const vocations = useVocations().data ?? [];
  const families = useChoiceLists().data?.CompanyLegalFormFamily ?? [];
  const none = <Text c="dimmed">{t('framingForms.details.notAnswered')}</Text>;
  const sector = (id: number | null) =>
    id === null
      ? ''
      : localized(
          sectors.find((s) => s.id === id),
          lang,
        );
  const num = (v: number | null, unit = '') => (v === null ? null : <span dir="ltr">{`${formatNumber(v)}${unit}`}</span>);
  const amount = (v: number | null) => (v === null ? null : <span dir="ltr">{formatAmount(v)}</span>);
  const yesNo = (v: boolean) => t(v ? 'framingForms.fields.yes' : 'framingForms.fields.no');

  const sections: [string, [string, ReactNode][]][] = [
    [
      'investor',
      [
        ['framingForms.fields.investorType', form.investorType && t(`framingForms.investorTypes.${form.investorType}`)],
        [
          'framingForms.fields.legalFormFamily',
          localized(
            families.find((f) => f.id === form.legalFormFamilyId),
            lang,
          ),
        ],
        [
          identityLabelKey(form.investorType),
          <span key="identity" dir="ltr">
            {form.identityNumber}
          </span>,
        ],
      ],
    ],
    [
      'project',
      [
        [
          'framingForms.fields.projectName',
          <span key="name" dir="auto">
            {form.projectName}
          </span>,
        ],
        [
          'framingForms.fields.region',
          localized(
            regions.find((r) => r.id === form.regionId),
            lang,
          ),
        ],
        ['framingForms.fields.sector', sector(form.sectorId)],
        ['framingForms.fields.category', sector(form.categoryId)],
        ['framingForms.fields.subcategory', sector(form.subcategoryId)],
        [
          'framingForms.fields.advancementStage',
          form.advancementStage && t(`framingForms.advancementStages.${form.advancementStage}`),
        ],
        [
          'framingForms.fields.description',
          <Text key="description" dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
            {form.description}
          </Text>,
        ],
      ],
    ],
    [
      'figures',
      [
        ['framingForms.fields.totalInvestedAmount', amount(form.totalInvestedAmount)],
        ['framingForms.fields.numberOfCreatedJobs', num(form.numberOfCreatedJobs)],
        ...form.yearlyResults.map((r): [string, ReactNode] => [String(r.year), amount(r.turnover)]),
      ],
    ],
    [
      'land',
      [
        ['framingForms.fields.landSituation', form.landSituation && t(`framingForms.landSituations.${form.landSituation}`)],
        ['framingForms.fields.landNeeded', yesNo(form.landNeeded)],
        ...(form.landNeeded
          ? ([
              ['framingForms.fields.minAreaHa', num(form.minAreaHa, ' ha')],
              ['framingForms.fields.maxAreaHa', num(form.maxAreaHa, ' ha')],
              [
                'framingForms.fields.vocation',
                localized(
                  vocations.find((v) => v.id === form.vocationId),
                  lang,
                ),
              ],
              [
                'framingForms.fields.assignmentType',
                form.assignmentType && t(`framingForms.assignmentTypes.${form.assignmentType}`),
              ],
              ['framingForms.fields.budgetMinPerM2', amount(form.budgetMinPerM2)],
              ['framingForms.fields.budgetMaxPerM2', amount(form.budgetMaxPerM2)],
            ] as [string, ReactNode][])
          : []),
      ],
    ],
    ['construction', [['framingForms.fields.constructionNeeded', yesNo(form.constructionNeeded)]]],
  ];
  return (
    <>
      {sections.map(([section, rows]) => (
        <Fieldset key={section} legend={t(`framingForms.form.sections.${section}`)}>
          <Table variant="vertical" layout="fixed" withTableBorder>
            <Table.Tbody>
              {rows.map(([label, value]) => (
                <Table.Tr key={label}>
                  <Table.Th scope="row" w="40%">
                    {/^\d{4}$/.test(label) ? `${t('framingForms.fields.turnover')} ${label}` : t(label)}
                  </Table.Th>
                  <Table.Td>{value === null || value === '' || value === undefined ? none : value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Fieldset>
      ))}
    </>
  );
}
