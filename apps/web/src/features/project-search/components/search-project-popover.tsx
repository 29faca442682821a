import { hasPermission } from '@cri/shared/permissions';
import {
  emptySearchProjectForm,
  SEARCH_TEXT_CRITERIA,
  type SearchTextCriterion,
  type TSearchProjectForm,
  ZSearchProjectForm,
} from '@cri/shared/schemas/project-search';
import { zodResolver } from '@hookform/resolvers/zod';
import { ActionIcon, Button, Checkbox, Group, Popover, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { localized } from '../../../lib/i18n/localized.ts';
import { useSignedInUser } from '../../../lib/signed-in-user.ts';
// Reference lists through their features' api hooks (ARCHITECTURE.md convention 1).
import { useActiveProcedures } from '../../procedures/api/get-procedures.ts';
import { useProvinces } from '../../reference-data/api/get-provinces.ts';
import { useRegions } from '../../reference-data/api/get-regions.ts';
import { resultsUrlOf } from '../lib/search-params.ts';

const FLAG: Record<SearchTextCriterion, 'byName' | 'byReference' | 'byLandNumber' | 'byInvestor'> = {
  name: 'byName',
  reference: 'byReference',
  landNumber: 'byLandNumber',
  investor: 'byInvestor',
};

/**
 * The staff search popover of the top bar (spec 1 §2.4): region, province (0 = all), and checkable
 * criteria name, reference, land reference, investor, procedure; reset and search buttons; it submits
 * only when valid and opens the results at /filtred-projects. Hidden for who may not search
 * (investors, the national commission...): the server refuses them anyway.
 */
export function SearchProjectPopover() {
  const user = useSignedInUser();
  const [opened, setOpened] = useState(false);
  const { t } = useTranslation();
  if (!user || !hasPermission(user.roles, 'search:projects')) return null;
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={380} trapFocus withArrow shadow="md">
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label={t('searchBar.open')}
          aria-expanded={opened}
          onClick={() => setOpened((o) => !o)}
        >
          <IconSearch size={20} aria-hidden />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        {opened ? <SearchForm regionId={user.regionId} onDone={() => setOpened(false)} /> : null}
      </Popover.Dropdown>
    </Popover>
  );
}

function SearchForm({ regionId, onDone }: { regionId: number | null; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const initial = emptySearchProjectForm(regionId ?? 0);
  const { control, register, handleSubmit, reset, watch, setValue, formState } = useForm<TSearchProjectForm>({
    resolver: zodResolver(ZSearchProjectForm),
    defaultValues: initial,
  });
  const regions = useRegions();
  const provinces = useProvinces();
  const procedures = useActiveProcedures();
  const region = watch('region');
  const onSubmit = handleSubmit((form) => {
    onDone();
    navigate(resultsUrlOf(form));
  });
  const error = (field: keyof TSearchProjectForm) => {
    const key = formState.errors[field]?.message;
    return key ? t(key) : undefined;
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="search-project-title">
      <Stack gap="sm">
        {/* The focus trap starts on the heading (read out first), not in the first field: the province list is
            searchable and would drop open over the criteria as soon as it got the focus (issue 13). */}
        <Title order={2} size="h4" id="search-project-title" tabIndex={-1} data-autofocus>
          {t('searchBar.title')}
        </Title>
        <Controller
          control={control}
          name="region"
          render={({ field }) => (
            <Select
              label={t('searchBar.searchProjectForm.region')}
              value={String(field.value)}
              disabled={regionId !== null}
              allowDeselect={false}
              onChange={(v) => {
                field.onChange(Number(v ?? 0));
                setValue('province', 0);
              }}
              data={
                regionId !== null
                  ? [{ value: String(regionId), label: regionLabel(regionId) }]
                  : [
                      { value: '0', label: t('searchBar.searchProjectForm.allRegions') },
                      ...(regions.data ?? []).map((r) => ({ value: String(r.id), label: localized(r, i18n.language) })),
                    ]
              }
            />
          )}
        />
        <Controller
          control={control}
          name="province"
          render={({ field }) => (
            <Select
              label={t('searchBar.searchProjectForm.province')}
              value={String(field.value)}
              allowDeselect={false}
              searchable
              onChange={(v) => field.onChange(Number(v ?? 0))}
              data={[
                { value: '0', label: t('searchBar.searchProjectForm.allProvinces') },
                ...(provinces.data ?? [])
                  .filter((p) => region === 0 || p.regionId === region)
                  .map((p) => ({ value: String(p.id), label: localized(p, i18n.language) })),
              ]}
            />
          )}
        />
        <Text size="sm" fw={600}>
          {t('searchBar.searchProjectForm.criteria')}
        </Text>
        {SEARCH_TEXT_CRITERIA.map((field) => {
          const flag = FLAG[field];
          const on = watch(flag);
          return (
            <Stack key={field} gap={4}>
              <Checkbox label={t(`searchBar.searchProjectForm.${field}`)} {...register(flag)} />
              {on ? (
                <TextInput
                  aria-label={t(`searchBar.searchProjectForm.${field}`)}
                  placeholder={t('searchBar.searchProjectForm.namePlaceholder')}
                  description={field === 'investor' ? t('searchBar.searchProjectForm.investorHint') : undefined}
                  dir="auto"
                  {...register(field)}
                  error={error(field)}
                />
              ) : null}
            </Stack>
          );
        })}
        <Checkbox label={t('searchBar.searchProjectForm.procedure')} {...register('byProcedure')} />
        {watch('byProcedure') ? (
          <Controller
            control={control}
            name="procedure"
            render={({ field }) => (
              <Select
                aria-label={t('searchBar.searchProjectForm.procedure')}
                placeholder={t('searchBar.searchProjectForm.choose')}
                value={field.value ? String(field.value) : null}
                onChange={(v) => field.onChange(Number(v ?? 0))}
                searchable
                data={(procedures.data ?? []).map((p) => ({ value: String(p.id), label: localized(p, i18n.language) }))}
                error={error('procedure')}
              />
            )}
          />
        ) : null}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={() => reset(initial)}>
            {t('searchBar.searchProjectForm.reset')}
          </Button>
          <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
            {t('searchBar.searchProjectForm.search')}
          </Button>
        </Group>
      </Stack>
    </form>
  );

  function regionLabel(id: number): string {
    const found = regions.data?.find((r) => r.id === id);
    return found ? localized(found, i18n.language) : t('searchBar.searchProjectForm.region');
  }
}
