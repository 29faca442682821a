import { legalFormKindOf } from '@cri/shared/rules/investor-form';
import {
  type TInvestor,
  type TInvestorProfileFormInput,
  type TUpdateInvestorRequest,
  ZUpdateInvestorRequest,
} from '@cri/shared/schemas/investors';
import type { TCommune } from '@cri/shared/schemas/reference-data';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { useUpdateInvestor } from '../api/update-investor.ts';
import { communeOptions, formFieldOf } from '../lib/form-options.ts';
import { profileFormDefaults } from '../lib/profile-form-defaults.ts';
import { FormSelectField, FormTextField } from './form-fields.tsx';

type FormInput = TInvestorProfileFormInput;

interface Props {
  record: TInvestor;
  communes: readonly TCommune[];
  onClose: () => void;
  onSaved: () => void;
}

/** The edit modal of the investor profile (spec 1 §2.5, §5 "Investor profile edit"). */
export function ProfileEditModal({ record, communes, onClose, onSaved }: Props) {
  const { t, i18n } = useTranslation();
  const update = useUpdateInvestor();
  const [alert, setAlert] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<FormInput, unknown, TUpdateInvestorRequest>({
    resolver: zodResolver(ZUpdateInvestorRequest),
    mode: 'onTouched',
    defaultValues: profileFormDefaults(record),
  });
  const kind = legalFormKindOf(record.legalFormFamilyId);
  const company = kind === 'CORPORATE_ENTITY';
  const options = communeOptions(communes, i18n.language);

  const submit = handleSubmit(async (body) => {
    setAlert(null);
    try {
      await update.mutateAsync(body);
      onSaved();
    } catch (failure) {
      const error = failure instanceof ApiError ? failure : null;
      for (const { field, messageKey } of error?.fieldErrors ?? [])
        setError(formFieldOf(field) as FieldPath<FormInput>, { message: messageKey });
      setAlert(t(error?.fieldErrors.length ? 'investors.profile.saveFailed' : (error?.messageKey ?? 'errors.INTERNAL')));
    }
  });

  return (
    <Modal opened onClose={onClose} title={t('investors.profile.editTitle')} size="xl">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {alert ? (
            <Alert color="red" variant="light" role="alert">
              {alert}
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <FormTextField control={control} name="investor.jobTitle" label={t('investors.fields.jobTitle')} maxLength={150} />
            <FormTextField
              control={control}
              name="investor.organisation"
              label={t('investors.fields.organisation')}
              maxLength={200}
            />
            <FormTextField
              control={control}
              name="user.mobilePhone"
              label={t('investors.fields.mobilePhone')}
              numeric
              maxLength={10}
            />
            <FormTextField
              control={control}
              name="user.deskPhone"
              label={t('investors.fields.deskPhone')}
              optional
              numeric
              maxLength={10}
            />
            <FormTextField control={control} name="investor.address" label={t('investors.fields.address')} maxLength={300} />
            <FormSelectField
              control={control}
              name="investor.communeId"
              label={t('investors.fields.commune')}
              options={options}
            />
            <FormTextField
              control={control}
              name="investor.zipCode"
              label={t('investors.fields.zipCode')}
              numeric
              maxLength={5}
            />
            {kind !== 'PHYSICAL_PERSON' ? (
              <FormTextField control={control} name="investor.ice" label={t('investors.fields.ice')} numeric maxLength={15} />
            ) : null}
            {company ? (
              <>
                <FormTextField
                  control={control}
                  name="investor.companyName"
                  label={t('investors.fields.companyName')}
                  maxLength={200}
                />
                <FormTextField
                  control={control}
                  name="investor.companyAddress"
                  label={t('investors.fields.companyAddress')}
                  maxLength={300}
                />
                <FormSelectField
                  control={control}
                  name="investor.companyCommuneId"
                  label={t('investors.fields.companyCommune')}
                  options={options}
                />
                <FormTextField
                  control={control}
                  name="investor.companyZipCode"
                  label={t('investors.fields.companyZipCode')}
                  numeric
                  maxLength={5}
                />
                <FormTextField
                  control={control}
                  name="investor.nirn"
                  label={t('investors.fields.nirn')}
                  optional
                  maxLength={50}
                />
              </>
            ) : null}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('investors.profile.cancel')}
            </Button>
            <Button type="submit" loading={update.isPending} disabled={!formState.isValid}>
              {t('investors.profile.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
