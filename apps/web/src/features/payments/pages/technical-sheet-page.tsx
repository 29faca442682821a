import {
  ESTABLISHMENT_TYPES,
  SHEET_AREA_FIELDS,
  SHEET_LENGTH_FIELDS,
  SHEET_MONEY_FIELDS,
  SHEET_NUMBER_FIELDS,
  type SheetNumberField,
} from '@cri/shared/enums/payments';
import { toHundredths, typedTotals } from '@cri/shared/rules/payments';
import { type TSheetParcel, type TTechnicalSheet, ZSheetParcel } from '@cri/shared/schemas/payments';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Stepper,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import type { ApiError } from '../../../lib/api-client.ts';
import { apiErrorMessage } from '../../../lib/error-message.ts';
import { formatDate } from '../../../lib/format.ts';
import { localized } from '../../../lib/i18n/localized.ts';
import { parseId } from '../../../lib/route-id.ts';
import { usePaymentDetail, useSaveSheet, useTechnicalSheet } from '../api/payments.ts';
import { FeeLine } from '../components/fee-lines.tsx';
import { PaymentNotFound } from '../components/payment-not-found.tsx';
import { SheetSummary } from '../components/sheet-summary.tsx';
import { quantity } from '../lib/format.ts';
import { sheetGenerationPath } from '../lib/paths.ts';

/** A parcel as typed: numbers stay text until sent, so nothing the investor typed is lost on an error. */
type ParcelDraft = Omit<TSheetParcel, SheetNumberField> & Record<SheetNumberField, string> & { uid: number };
let nextUid = 0;

const emptyParcel = (landReference = '', landArea = ''): ParcelDraft => ({
  uid: ++nextUid,
  landReference,
  landType: '',
  establishmentType: 'NONE',
  establishmentName: '',
  subdivisionAuthorisationExists: false,
  subdivisionAuthorisationReference: '',
  ...(Object.fromEntries(SHEET_NUMBER_FIELDS.map((f) => [f, ''])) as Record<SheetNumberField, string>),
  landArea,
});

const fromSheet = (p: TSheetParcel): ParcelDraft => ({
  ...p,
  uid: ++nextUid,
  ...(Object.fromEntries(SHEET_NUMBER_FIELDS.map((f) => [f, String(p[f]).replace('.', ',')])) as Record<
    SheetNumberField,
    string
  >),
});

const readNumber = (text: string): number => {
  const cleaned = text.replace(/\s/g, '').replace(',', '.');
  return cleaned === '' ? Number.NaN : Number(cleaned);
};
const toParcel = ({ uid: _uid, ...d }: ParcelDraft): Record<string, unknown> => ({
  ...d,
  ...Object.fromEntries(SHEET_NUMBER_FIELDS.map((f) => [f, readNumber(d[f])])),
});

const UNIT: Record<SheetNumberField, 'm2' | 'm' | 'dh'> = {
  ...(Object.fromEntries(SHEET_AREA_FIELDS.map((f) => [f, 'm2'])) as Record<string, 'm2'>),
  ...(Object.fromEntries(SHEET_LENGTH_FIELDS.map((f) => [f, 'm'])) as Record<string, 'm'>),
  ...(Object.fromEntries(SHEET_MONEY_FIELDS.map((f) => [f, 'dh'])) as Record<string, 'dh'>),
} as Record<SheetNumberField, 'm2' | 'm' | 'dh'>;

/**
 * /payment/{paymentDetailId}/technical-sheet-infos and /payment/{id}/{lineId}/technical-sheet-revision: the
 * investor's technical sheet in three steps (parcels, totals, validation), prefilled from the file's parcels;
 * the totals are summed as the investor types (the server sums again and keeps only its own).
 */
export default function TechnicalSheetPage() {
  const { t, i18n } = useTranslation();
  const detailId = parseId(useParams().paymentDetailId);
  const detail = usePaymentDetail(detailId);
  const sheet = useTechnicalSheet(detail.data?.sheet?.id ?? null);
  const save = useSaveSheet();
  const [step, setStep] = useState(0);
  const [parcels, setParcels] = useState<ParcelDraft[] | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState<TTechnicalSheet | null>(null);

  useEffect(() => {
    if (parcels !== null || !detail.data) return;
    if (detail.data.sheet && !sheet.data) return;
    if (sheet.data) setParcels(sheet.data.parcels.map(fromSheet));
    else
      setParcels(
        detail.data.prefill.length > 0
          ? detail.data.prefill.map((p) => emptyParcel(p.landReference, p.landArea ? String(p.landArea).replace('.', ',') : ''))
          : [emptyParcel()],
      );
  }, [detail.data, sheet.data, parcels]);

  if (detailId !== null && (detail.isPending || (detail.data?.sheet && sheet.isPending) || (detail.data && parcels === null)))
    return <PageLoader />;
  if (detailId === null || !detail.data || parcels === null) return <PaymentNotFound />;
  const d = detail.data;
  // Validated: the sheet is generated as a PDF to sign and upload back (decision 057).
  if (saved?.status === 'AWAITING_SIGNED') return <Navigate to={sheetGenerationPath(d.id)} replace />;
  const revisions = d.lines.filter((l) => l.status === 'REVISION_REQUESTED');
  const totals = typedTotals(parcels);
  const update = (index: number, patch: Partial<ParcelDraft>) => {
    setParcels(parcels.map((p, i) => (i === index ? { ...p, ...patch } : p)));
    setErrors((e) =>
      Object.fromEntries(Object.entries(e).filter(([k]) => !Object.keys(patch).some((f) => k === `${index}.${f}`))),
    );
  };
  const check = (): boolean => {
    const found: Record<string, string> = {};
    parcels.forEach((p, i) => {
      const parsed = ZSheetParcel.safeParse(toParcel(p));
      if (!parsed.success)
        for (const issue of parsed.error.issues)
          found[`${i}.${issue.path.join('.')}`] ??=
            issue.message.startsWith('payments.') || issue.message.startsWith('errors.') ? issue.message : 'errors.field.invalid';
    });
    setErrors(found);
    return Object.keys(found).length === 0;
  };
  const send = (validate: boolean) => {
    if (!check()) return setStep(0);
    const form = { paymentDetailId: d.id, parcels: parcels.map((p) => ZSheetParcel.parse(toParcel(p))), totals };
    save.mutate(
      { sheetId: d.sheet?.id ?? saved?.id ?? null, form, validate },
      {
        onSuccess: (s) => setSaved(s),
        onError: (error) => {
          const fieldErrors = (error as ApiError).fieldErrors ?? [];
          const mapped: Record<string, string> = {};
          for (const fe of fieldErrors) {
            const m = /^(?:body\.)?parcels\.(\d+)\.(\w+)$/.exec(fe.field);
            if (m) mapped[`${m[1]}.${m[2]}`] = fe.messageKey;
          }
          if (Object.keys(mapped).length > 0) {
            setErrors(mapped);
            setStep(0);
          }
        },
      },
    );
  };
  const editable = d.abilities.editSheet;
  const errorOf = (i: number, f: string) => (errors[`${i}.${f}`] ? t(errors[`${i}.${f}`] ?? '') : undefined);

  return (
    <Stack gap="lg">
      <Title order={1}>{t('payments.sheet.title')}</Title>
      <Text>
        {d.projectName} — {localized(d, i18n.language, 'procedureName')}
      </Text>
      {d.deadlines.technicalSheet ? (
        <Text c="dimmed">{t('payments.deadlines.technicalSheet', { date: formatDate(d.deadlines.technicalSheet) })}</Text>
      ) : null}
      {revisions.map((l) => (
        <FeeLine key={l.id} line={l} />
      ))}
      {!editable ? (
        <Alert color="gray" variant="light" role="status">
          {t('payments.sheet.notEditable')}
          {d.sheet?.status === 'AWAITING_SIGNED' ? (
            <Anchor component={Link} to={sheetGenerationPath(d.id)} ms="xs">
              {t('payments.signed.open')}
            </Anchor>
          ) : null}
        </Alert>
      ) : null}
      <nav aria-label={t('payments.sheet.stepperLabel')}>
        <Stepper active={step} onStepClick={setStep} size="sm">
          <Stepper.Step label={t('payments.sheet.steps.parcels')} completedIcon={1} />
          <Stepper.Step label={t('payments.sheet.steps.totals')} completedIcon={2} />
          <Stepper.Step label={t('payments.sheet.steps.validation')} completedIcon={3} />
        </Stepper>
      </nav>
      {step === 0 ? (
        <Stack gap="md">
          {parcels.map((p, i) => (
            <Paper key={p.uid} withBorder p="md" radius="md">
              <Stack gap="sm">
                <Group justify="space-between">
                  <Title order={2} size="h4">
                    {t('payments.sheet.parcel', { number: i + 1 })}
                  </Title>
                  {parcels.length > 1 && editable ? (
                    <Button variant="subtle" color="red.9" onClick={() => setParcels(parcels.filter((_, j) => j !== i))}>
                      {t('payments.sheet.removeParcel')}
                    </Button>
                  ) : null}
                </Group>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextInput
                    label={t('payments.fields.landReference')}
                    required
                    value={p.landReference}
                    onChange={(e) => update(i, { landReference: e.currentTarget.value })}
                    error={errorOf(i, 'landReference')}
                    disabled={!editable}
                  />
                  <TextInput
                    label={t('payments.fields.landType')}
                    required
                    value={p.landType}
                    onChange={(e) => update(i, { landType: e.currentTarget.value })}
                    error={errorOf(i, 'landType')}
                    disabled={!editable}
                  />
                </SimpleGrid>
                {(['areas', 'lengths', 'costs'] as const).map((group) => (
                  <Fieldset key={group} legend={t(`payments.sheet.groups.${group}`)}>
                    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
                      {(group === 'areas'
                        ? SHEET_AREA_FIELDS
                        : group === 'lengths'
                          ? SHEET_LENGTH_FIELDS
                          : SHEET_MONEY_FIELDS
                      ).map((f) => (
                        <TextInput
                          key={f}
                          label={`${t(`payments.fields.${f}`)} (${t(`payments.units.${UNIT[f]}`)})`}
                          required
                          inputMode="decimal"
                          value={p[f]}
                          onChange={(e) => update(i, { [f]: e.currentTarget.value })}
                          error={errorOf(i, f)}
                          disabled={!editable}
                        />
                      ))}
                    </SimpleGrid>
                  </Fieldset>
                ))}
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <Select
                    label={t('payments.fields.establishmentType')}
                    data={ESTABLISHMENT_TYPES.map((v) => ({ value: v, label: t(`payments.establishmentTypes.${v}`) }))}
                    value={p.establishmentType}
                    onChange={(v) => update(i, { establishmentType: (v ?? 'NONE') as ParcelDraft['establishmentType'] })}
                    allowDeselect={false}
                    disabled={!editable}
                  />
                  <TextInput
                    label={t('payments.fields.establishmentName')}
                    value={p.establishmentName}
                    onChange={(e) => update(i, { establishmentName: e.currentTarget.value })}
                    error={errorOf(i, 'establishmentName')}
                    disabled={!editable}
                  />
                  <Checkbox
                    label={t('payments.fields.subdivisionAuthorisationExists')}
                    checked={p.subdivisionAuthorisationExists}
                    onChange={(e) => update(i, { subdivisionAuthorisationExists: e.currentTarget.checked })}
                    disabled={!editable}
                  />
                  <TextInput
                    label={t('payments.fields.subdivisionAuthorisationReference')}
                    value={p.subdivisionAuthorisationReference}
                    onChange={(e) => update(i, { subdivisionAuthorisationReference: e.currentTarget.value })}
                    error={errorOf(i, 'subdivisionAuthorisationReference')}
                    disabled={!editable}
                  />
                </SimpleGrid>
              </Stack>
            </Paper>
          ))}
          <Paper withBorder p="md" radius="md" aria-live="polite">
            <Text fw={600}>{t('payments.sheet.runningTotals')}</Text>
            <Text size="sm" data-testid="running-totals">
              {(['landArea', 'coveredFloorArea', 'allLevelFloorArea'] as const)
                .map(
                  (f) =>
                    `${t(`payments.fields.${f}`)} : ${quantity(toHundredths(totals[f]), i18n.language)} ${t('payments.units.m2')}`,
                )
                .join(' · ')}
            </Text>
          </Paper>
          <Group>
            {editable ? (
              <Button variant="light" onClick={() => setParcels([...parcels, emptyParcel()])}>
                {t('payments.sheet.addParcel')}
              </Button>
            ) : null}
            {editable ? (
              <Button variant="default" loading={save.isPending} onClick={() => send(false)}>
                {t('payments.sheet.saveDraft')}
              </Button>
            ) : null}
            <Button onClick={() => (check() ? setStep(1) : undefined)}>{t('payments.sheet.next')}</Button>
          </Group>
        </Stack>
      ) : null}
      {step === 1 ? (
        <Stack gap="md">
          <SheetSummary parcels={parcels.map((p) => toParcel(p) as TSheetParcel)} totals={totals} />
          <Group>
            <Button variant="default" onClick={() => setStep(0)}>
              {t('payments.sheet.previous')}
            </Button>
            <Button onClick={() => setStep(2)}>{t('payments.sheet.next')}</Button>
          </Group>
        </Stack>
      ) : null}
      {step === 2 ? (
        <Stack gap="md" maw={720}>
          <Text>{t('payments.sheet.validateIntro')}</Text>
          <Group>
            <Button variant="default" onClick={() => setStep(1)}>
              {t('payments.sheet.previous')}
            </Button>
            {editable ? (
              <Button loading={save.isPending} onClick={() => send(true)}>
                {t('payments.sheet.validate')}
              </Button>
            ) : null}
          </Group>
        </Stack>
      ) : null}
      {saved ? (
        <Alert color="green" variant="light" role="status">
          {t('payments.sheet.draftSaved')}
        </Alert>
      ) : null}
      {save.error ? (
        <Alert color="red" variant="light" role="alert">
          {apiErrorMessage(t, save.error as ApiError)}
        </Alert>
      ) : null}
    </Stack>
  );
}
