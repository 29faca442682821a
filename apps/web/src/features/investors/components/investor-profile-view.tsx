import type { TInvestor } from '@cri/shared/schemas/investors';
import type { TChoicesResponse, TCommune, TProvince } from '@cri/shared/schemas/reference-data';
import { Fieldset, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localized } from '../../../lib/i18n/localized.ts';

interface Props {
  record: TInvestor;
  lists: TChoicesResponse | undefined;
  communes: readonly TCommune[];
  provinces: readonly TProvince[];
}

function Item({ label, value }: { label: string; value: ReactNode }) {
  const { t } = useTranslation();
  const empty = value === null || value === undefined || value === '';
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text dir="auto">{empty ? t('investors.profile.empty') : value}</Text>
    </Stack>
  );
}

/** The read-only fields of the investor profile (spec 1 §2.5). */
export function InvestorProfileView({ record: r, lists, communes, provinces }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  // A missing entry shows as empty (Item), like an unanswered field.
  const choice = (name: keyof TChoicesResponse, id: number | null) =>
    localized(
      lists?.[name]?.find((i) => i.id === id),
      lang,
    );
  const title = lists?.TitleCategory?.find((i) => i.code === r.title);
  const commune = (id: number | null) =>
    localized(
      communes.find((c) => c.id === id),
      lang,
    );
  const province = (id: number | null) =>
    localized(
      provinces.find((x) => x.id === id),
      lang,
    );
  const f = (key: string) => t(`investors.fields.${key}`);
  return (
    <Stack gap="lg">
      <Fieldset legend={t('investors.createAccount.sections.person')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Item label={f('title')} value={localized(title, lang)} />
          <Item label={f('firstName')} value={r.firstName} />
          <Item label={f('lastName')} value={r.lastName} />
          <Item label={f('email')} value={<span dir="ltr">{r.username}</span>} />
          <Item label={f('accountType')} value={t(`investors.createAccount.accountTypes.${r.accountType}`)} />
          <Item label={f('jobTitle')} value={r.jobTitle} />
          <Item label={f('professionType')} value={choice('ProfessionType', r.professionTypeId)} />
          <Item label={f('organisation')} value={r.organisation} />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('investors.createAccount.sections.identity')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Item label={f('nationality')} value={choice('Nationality', r.nationalityId)} />
          <Item label={f('identityDocumentType')} value={choice('DocumentTypeCategory', r.identityDocumentTypeId)} />
          <Item label={f('identityDocumentNumber')} value={r.identityDocumentNumber} />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('investors.createAccount.sections.contact')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Item label={f('mobilePhone')} value={<span dir="ltr">{r.mobilePhone}</span>} />
          <Item label={f('deskPhone')} value={r.deskPhone ? <span dir="ltr">{r.deskPhone}</span> : null} />
          <Item label={f('address')} value={r.address} />
          <Item label={f('commune')} value={commune(r.communeId)} />
          <Item label={f('province')} value={province(r.provinceId)} />
          <Item label={f('zipCode')} value={r.zipCode} />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('investors.createAccount.sections.company')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Item label={f('legalForm')} value={choice('CompanyLegalFormFamily', r.legalFormFamilyId)} />
          <Item label={f('legalFormKind')} value={t(`investors.kinds.${r.legalFormKind}`)} />
          {r.legalFormKind !== 'PHYSICAL_PERSON' ? (
            <>
              <Item label={f('companyName')} value={r.companyName} />
              <Item label={f('ice')} value={r.ice} />
              <Item label={f('nirn')} value={r.nirn} />
              <Item label={f('companyAddress')} value={r.companyAddress} />
              <Item label={f('companyCommune')} value={commune(r.companyCommuneId)} />
              <Item label={f('companyZipCode')} value={r.companyZipCode} />
            </>
          ) : null}
        </SimpleGrid>
      </Fieldset>
    </Stack>
  );
}
