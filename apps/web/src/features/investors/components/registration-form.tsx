import { type InvestorAccountType, MOROCCAN_NATIONALITY_ID } from '@cri/shared/rules/investor-form';
import {
  type TCreateInvestorRequest,
  type TInvestorRegistrationFormInput,
  ZCreateInvestorRequest,
} from '@cri/shared/schemas/investors';
import type { TChoicesResponse, TCommune } from '@cri/shared/schemas/reference-data';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../lib/api-client.ts';
import { formFieldOf } from '../lib/form-options.ts';
import { RegistrationCompanySection } from './registration-company-section.tsx';
import { RegistrationContactSection } from './registration-contact-section.tsx';
import { RegistrationIdentitySection } from './registration-identity-section.tsx';
import { RegistrationPersonSection } from './registration-person-section.tsx';

type FormInput = TInvestorRegistrationFormInput;

interface Props {
  lists: TChoicesResponse | undefined;
  communes: readonly TCommune[];
  defaults: { firstName: string; lastName: string; title: 'MISTER' | 'MISS' | null };
  /** The account type chosen at sign-up; null lets the person choose (accounts created otherwise). */
  accountType: InvestorAccountType | null;
  submitting: boolean;
  /** Resolves with the API failure when the record was refused, so the form shows it on the fields. */
  onSubmit: (body: TCreateInvestorRequest) => Promise<ApiError | null>;
}

/** The registration form (spec 1 §5), checked by the same shared schema as the API. */
export function RegistrationForm({ lists, communes, defaults, accountType, submitting, onSubmit }: Props) {
  const { t } = useTranslation();
  const nationalDefault = lists?.Nationality?.find((n) => n.isDefault)?.id ?? MOROCCAN_NATIONALITY_ID;
  const form = useForm<FormInput, unknown, TCreateInvestorRequest>({
    resolver: zodResolver(ZCreateInvestorRequest),
    mode: 'onTouched',
    defaultValues: {
      user: { ...defaults, mobilePhone: '', deskPhone: '' },
      investor: {
        accountType: accountType ?? 'INVESTOR',
        nationalityId: nationalDefault,
        identityDocumentTypeId: null,
        identityDocumentNumber: '',
        jobTitle: '',
        professionTypeId: null,
        organisation: '',
        address: '',
        communeId: null,
        zipCode: '',
        legalFormFamilyId: null,
        companyName: '',
        companyAddress: '',
        companyCommuneId: null,
        companyZipCode: '',
        ice: '',
        nirn: '',
      },
    },
  });
  const { control, setValue, getValues, setError, formState } = form;

  // The typed values stay in the form whatever the answer; refused fields get the server's message.
  const submit = form.handleSubmit(async (body) => {
    const failure = await onSubmit(body);
    for (const { field, messageKey } of failure?.fieldErrors ?? []) {
      setError(formFieldOf(field) as FieldPath<FormInput>, { message: messageKey });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <RegistrationPersonSection control={control} setValue={setValue} lists={lists} accountTypeFixed={accountType !== null} />
        <RegistrationIdentitySection control={control} setValue={setValue} getValues={getValues} lists={lists} />
        <RegistrationContactSection control={control} communes={communes} />
        <RegistrationCompanySection control={control} communes={communes} />
        {formState.isSubmitted && !formState.isValid ? (
          <Alert color="red" variant="light" role="alert">
            {t('investors.createAccount.failed')}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={submitting} disabled={!formState.isValid}>
            {t('investors.createAccount.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
