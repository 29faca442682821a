import { CONTENT_PATHS } from '@cri/shared/paths';
import {
  CRITERION_PREMIUM_PERCENT,
  type IncentiveSimulation,
  PREMIUM_CAP_PERCENT,
  RENEWABLE_PREMIUM_CAP,
  simulateIncentives,
} from '@cri/shared/rules/incentive-simulator';
import { ZIncentiveSimulationForm } from '@cri/shared/schemas/incentives';
import type { TProvince } from '@cri/shared/schemas/reference-data';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatAmount, formatNumber } from '../../../lib/format.ts';
import { localized } from '../../../lib/i18n/localized.ts';
import { useProvinces } from '../../reference-data/api/get-provinces.ts';
import { draftFromQuery, formInput, type SimulatorDraft } from '../lib/simulator-query.ts';

type Errors = Partial<Record<keyof SimulatorDraft, string>>;
const CRITERIA = ['futureTrade', 'sustainableProject', 'localIntegration', 'prioritySector', 'renewableEnergy'] as const;

/**
 * The incentive simulator (issue 21, "beyond the spec"; decision 075): the visitor's figures, the competent
 * commission, the main support and each premium of spec 3 §9 with the rule behind it, and both caps.
 * An estimate: the competent commission decides. The questionnaire's result links here with its figures.
 */
export default function SimulatorPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const [draft, setDraft] = useState<SimulatorDraft>(() => draftFromQuery(params));
  const [errors, setErrors] = useState<Errors>({});
  const [result, setResult] = useState<{ simulation: IncentiveSimulation; province: TProvince | null } | null>(null);
  const provinces = useProvinces();
  const provinceOptions = useMemo(
    () =>
      (provinces.data ?? [])
        .map((p) => ({ value: String(p.id), label: localized(p, i18n.language) }))
        .sort((a, b) => a.label.localeCompare(b.label, i18n.language)),
    [provinces.data, i18n.language],
  );
  const set = (key: keyof SimulatorDraft, value: string | boolean) => setDraft((d) => ({ ...d, [key]: value }));

  const run = () => {
    const parsed = ZIncentiveSimulationForm.safeParse(formInput(draft));
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof SimulatorDraft;
        next[key] ??= t(
          issue.message === 'Invalid input' || !issue.message.includes('.') ? 'incentives.errors.number' : issue.message,
        );
      }
      setErrors(next);
      setResult(null);
      return;
    }
    setErrors({});
    const province = provinces.data?.find((p) => p.id === parsed.data.provinceId) ?? null;
    const simulation = simulateIncentives({ ...parsed.data, provinceCategory: province ? province.category : null });
    setResult({ simulation, province });
  };

  return (
    <Stack gap="lg" maw={980}>
      <Title order={1}>{t('incentives.simulator.title')}</Title>
      <Text>{t('incentives.simulator.intro')}</Text>
      <Paper
        component="form"
        withBorder
        radius="md"
        p="lg"
        noValidate
        aria-label={t('incentives.simulator.formLabel')}
        onSubmit={(event) => {
          event.preventDefault();
          run();
        }}
      >
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput
              label={t('incentives.simulator.amount')}
              description={t('incentives.simulator.amountHint')}
              value={draft.amount as string}
              onChange={(value) => set('amount', String(value))}
              thousandSeparator=" "
              allowNegative
              error={errors.amount}
              required
            />
            <NumberInput
              label={t('incentives.simulator.stableJobs')}
              value={draft.stableJobs as string}
              onChange={(value) => set('stableJobs', String(value))}
              allowNegative
              error={errors.stableJobs}
              required
            />
            <Select
              label={t('incentives.simulator.province')}
              description={t('incentives.simulator.provinceHint')}
              data={provinceOptions}
              value={(draft.provinceId as string) || null}
              onChange={(value) => set('provinceId', value ?? '')}
              searchable
              clearable
              error={errors.provinceId}
            />
            <NumberInput
              label={t('incentives.simulator.genderRatio')}
              value={draft.genderRatioPercent as string}
              onChange={(value) => set('genderRatioPercent', String(value))}
              suffix=" %"
              allowNegative
              error={errors.genderRatioPercent}
            />
          </SimpleGrid>
          <Stack gap="xs" role="group" aria-label={t('incentives.simulator.criteria')}>
            <Text fw={600}>{t('incentives.simulator.criteria')}</Text>
            {CRITERIA.map((key) => (
              <Checkbox
                key={key}
                label={t(`incentives.simulator.${key}`)}
                checked={draft[key] as boolean}
                onChange={(event) => set(key, event.currentTarget.checked)}
              />
            ))}
          </Stack>
          <Group>
            <Button type="submit">{t('incentives.simulator.run')}</Button>
            <Anchor component={Link} to={CONTENT_PATHS.incentives}>
              {t('incentives.simulator.readSchemes')}
            </Anchor>
          </Group>
        </Stack>
      </Paper>
      {result ? <SimulationResult {...result} /> : null}
    </Stack>
  );
}

function SimulationResult({ simulation, province }: { simulation: IncentiveSimulation; province: TProvince | null }) {
  const { t, i18n } = useTranslation();
  const s = simulation;
  const ruleOf = (code: string) => {
    if (code === 'JOB_RATIO')
      return t('incentives.rules.JOB_RATIO', {
        ratio: s.jobRatio === null ? '—' : formatNumber(Math.round(s.jobRatio * 100) / 100, 2),
      });
    if (code === 'TERRITORIAL')
      return province
        ? t('incentives.rules.TERRITORIAL', { province: localized(province, i18n.language), category: province.category })
        : t('incentives.rules.TERRITORIAL_NONE');
    return t(`incentives.rules.${code}`, { percent: CRITERION_PREMIUM_PERCENT });
  };
  return (
    <Stack component="section" aria-labelledby="simulation-result" gap="md">
      <Title order={2} id="simulation-result">
        {t('incentives.result.title')}
      </Title>
      <Paper withBorder radius="md" p="md">
        <Stack gap={4}>
          <Group gap="xs">
            <Badge color={s.commission === 'REGIONAL' ? 'teal' : 'grape'}>
              {t(`incentives.result.commission.${s.commission}`)}
            </Badge>
            {s.strategic ? <Badge color="orange">{t('incentives.result.strategic')}</Badge> : null}
          </Group>
          <Text size="sm">{t('incentives.result.commissionRule')}</Text>
        </Stack>
      </Paper>
      <Alert color={s.mainSupport ? 'green' : 'gray'} title={t(`incentives.result.eligibility.${s.eligibility}`)}>
        {t('incentives.result.eligibilityRule')}
      </Alert>
      {s.mainSupport ? (
        <Table.ScrollContainer minWidth={560}>
          <Table striped withTableBorder>
            <Table.Caption>{t('incentives.result.linesCaption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('incentives.result.premium')}</Table.Th>
                <Table.Th scope="col">{t('incentives.result.rule')}</Table.Th>
                <Table.Th scope="col">{t('incentives.result.percent')}</Table.Th>
                <Table.Th scope="col">{t('incentives.result.amount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {s.lines.map((line) => (
                <Table.Tr key={line.code}>
                  <Table.Th scope="row">{t(`incentives.premiums.${line.code}`)}</Table.Th>
                  <Table.Td>{ruleOf(line.code)}</Table.Td>
                  <Table.Td>{`${line.percent} %`}</Table.Td>
                  <Table.Td>{formatAmount(line.amount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th scope="row">{t('incentives.result.total')}</Table.Th>
                <Table.Td>
                  {s.capApplied === 'RENEWABLE_CAP'
                    ? t('incentives.result.renewableCap', { cap: formatAmount(RENEWABLE_PREMIUM_CAP) })
                    : s.capApplied === 'PERCENT_CAP'
                      ? t('incentives.result.percentCap', { uncapped: s.uncappedPercent, cap: PREMIUM_CAP_PERCENT })
                      : t('incentives.result.noCap', { cap: PREMIUM_CAP_PERCENT })}
                </Table.Td>
                <Table.Td>{`${s.grantedPercent} %`}</Table.Td>
                <Table.Td data-testid="simulation-total">{formatAmount(s.total)}</Table.Td>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      <Text size="sm" c="dimmed">
        {t('incentives.result.disclaimer')}
      </Text>
    </Stack>
  );
}
