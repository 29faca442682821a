import type { PrefillSource } from '@cri/shared/rules/deposit-prefill';
import { clearUnaskedFields, companyRequirements } from '@cri/shared/rules/project-form';
import {
  emptyRepresentative,
  projectFormSchema,
  type TProjectFormValues,
  type TSaveProjectFormRequest,
  ZProjectFormValues,
} from '@cri/shared/schemas/project-form';
import type { TProject } from '@cri/shared/schemas/projects';
import type { TChoicesResponse, TCommune, TSector } from '@cri/shared/schemas/reference-data';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import { IconPencilCheck } from '@tabler/icons-react';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { type FieldPath, type Resolver, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField, PrefilledFields } from '../../../components/forms/form-fields.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { CompanySection } from './company-section.tsx';
import { PartnersSection } from './partners-section.tsx';
import { ProjectSection } from './project-section.tsx';
import { ArchitectSection, RepresentativeSection } from './representative-section.tsx';
import { SectorsSection } from './sectors-section.tsx';

export type SaveMode = 'draft' | 'complete';

interface Props {
  initial: TProjectFormValues;
  regionId: number;
  architectRequired: boolean;
  lists: TChoicesResponse | undefined;
  communes: readonly TCommune[];
  sectors: readonly TSector[];
  /** Resolves with the failure, or null on success. */
  onSave: (body: TSaveProjectFormRequest) => Promise<unknown>;
  onSaved: (mode: SaveMode) => void;
  /** Fields filled from the questionnaire or the profile, not saved yet (issue 13). */
  prefilled?: TProject['prefilled'];
  /** Shown, never saved: the region's staff read the investor's form (issue 13). */
  readOnly?: boolean;
}

/** The note under a prefilled field, saying where its value comes from. */
function PrefillNote({ source }: { source: PrefillSource }) {
  const { t } = useTranslation();
  return (
    <Text span size="xs" c="blue.9" fw={500}>
      <IconPencilCheck size={12} aria-hidden="true" style={{ verticalAlign: 'middle' }} />{' '}
      {t(`projects.form.prefilledFrom.${source}`)}
    </Text>
  );
}

/** Lists whose own error (not a row's) RHF keeps under `root`. */
const ARRAY_FIELDS = new Set(['components', 'partners']);
const formFieldOf = (apiField: string): string => {
  const field = apiField.replace(/^(body\.)?project\./, '');
  return ARRAY_FIELDS.has(field) ? `${field}.root` : field;
};

/**
 * The project step of the deposit (spec 2 §5 "Project form"). "Save draft" checks only what is filled
 * (formats, ranges); "Save and continue" checks every rule, with the schema the API uses. Nothing typed
 * is lost on an error: the server's field errors are shown under their fields.
 */
export function ProjectForm({
  initial,
  regionId,
  architectRequired,
  lists,
  communes,
  sectors,
  onSave,
  onSaved,
  prefilled,
  readOnly = false,
}: Props) {
  const { t } = useTranslation();
  const notes = useMemo(
    () => new Map<string, ReactNode>((prefilled ?? []).map((p) => [p.field, <PrefillNote key={p.field} source={p.source} />])),
    [prefilled],
  );
  const mode = useRef<SaveMode>('draft');
  const [alert, setAlert] = useState<{ color: 'red' | 'green'; key: string } | null>(null);
  const [saving, setSaving] = useState<SaveMode | null>(null);
  const schemas = useRef({
    draft: zodResolver(ZProjectFormValues),
    complete: zodResolver(projectFormSchema({ architectRequired })),
  });
  const resolver: Resolver<TProjectFormValues> = (values, context, options) =>
    schemas.current[mode.current](values, context, options) as ReturnType<Resolver<TProjectFormValues>>;
  const form = useForm<TProjectFormValues>({ resolver, mode: 'onTouched', reValidateMode: 'onChange', defaultValues: initial });
  const { control, setError } = form;
  const familyId = useWatch({ control, name: 'companyLegalFormFamilyId' });

  const save = (next: SaveMode) => {
    mode.current = next;
    setAlert(null);
    void form.handleSubmit(
      async (values) => {
        setSaving(next);
        const project = clearUnaskedFields(values, emptyRepresentative());
        const failure = await onSave({ complete: next === 'complete', project });
        setSaving(null);
        if (!failure) {
          if (next === 'draft') setAlert({ color: 'green', key: 'projects.form.draftSaved' });
          onSaved(next);
          return;
        }
        const error = failure instanceof ApiError ? failure : null;
        let first = true;
        for (const { field, messageKey } of error?.fieldErrors ?? []) {
          setError(
            formFieldOf(field) as FieldPath<TProjectFormValues>,
            { type: 'server', message: messageKey },
            { shouldFocus: first },
          );
          first = false;
        }
        setAlert({
          color: 'red',
          key: error?.fieldErrors?.length ? 'projects.form.failed' : (error?.messageKey ?? 'errors.INTERNAL'),
        });
      },
      () => setAlert({ color: 'red', key: 'projects.form.failed' }),
    )();
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!readOnly) save('complete');
      }}
    >
      <PrefilledFields.Provider value={notes}>
        {/* A disabled fieldset disables every input, select and button of the form for a reader. */}
        <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack gap="lg">
            {readOnly ? null : (
              <Text size="sm" c="dimmed">
                {t('projects.form.requiredNote')}
              </Text>
            )}
            {notes.size > 0 && !readOnly ? (
              <Alert color="blue" variant="light" role="status" icon={<IconPencilCheck aria-hidden="true" />}>
                {t('projects.form.prefilledIntro')}
              </Alert>
            ) : null}
            <CompanySection control={control} lists={lists} communes={communes} />
            <ProjectSection control={control} communes={communes} regionId={regionId} />
            <SectorsSection control={control} sectors={sectors} communes={communes} regionId={regionId} />
            <PartnersSection control={control} />
            {companyRequirements(familyId).corporate ? <RepresentativeSection control={control} lists={lists} /> : null}
            {architectRequired ? <ArchitectSection control={control} /> : null}
            <Fieldset legend={t('projects.form.sections.certification')}>
              <CheckboxField
                control={control}
                name="isRepresentativeCertificated"
                label={t('projects.form.fields.certification')}
              />
            </Fieldset>
            {alert ? (
              <Alert color={alert.color} variant="light" role={alert.color === 'red' ? 'alert' : 'status'}>
                {t(alert.key)}
              </Alert>
            ) : null}
            {readOnly ? null : (
              <Group justify="flex-end">
                <Button variant="default" onClick={() => save('draft')} loading={saving === 'draft'} disabled={saving !== null}>
                  {t('projects.form.saveDraft')}
                </Button>
                <Button type="submit" loading={saving === 'complete'} disabled={saving !== null}>
                  {t('projects.form.saveContinue')}
                </Button>
              </Group>
            )}
          </Stack>
        </fieldset>
      </PrefilledFields.Provider>
    </form>
  );
}
