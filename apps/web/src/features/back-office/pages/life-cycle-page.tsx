import { LIFE_CYCLE_EVENTS, ZLifeCycleQuery } from '@cri/shared/back-office/life-cycle';
import { Alert, Badge, Button, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useLifeCycle, useLifeCycleCount } from '../api/life-cycle.ts';
import { BackOfficeNav } from '../components/back-office-nav.tsx';
import { useRegionNames } from '../components/use-region-names.ts';

/** An investor account's events counted by kind (count-by-investor). */
function InvestorCounts({ username }: { username: string }) {
  const { t } = useTranslation();
  const count = useLifeCycleCount(username);
  if (!count.data) return null;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="life-cycle-counts">
      <Title order={2} size="h4" id="life-cycle-counts" mb="xs">
        {t('backOffice.lifeCycle.counts', { count: count.data.total })}
      </Title>
      <Group gap="xs">
        {LIFE_CYCLE_EVENTS.filter((e) => count.data.counts[e]).map((e) => (
          <Badge key={e} variant="light" color="blue">
            {`${t(`backOffice.lifeCycle.events.${e}`)} : ${count.data.counts[e]}`}
          </Badge>
        ))}
      </Group>
    </Paper>
  );
}

/**
 * /back-office-life-cycle (spec 3 §2 `life-cycle-account`, decision 088): the two supports look an account up by
 * its username and read its recorded life, newest first; for an investor, its events counted.
 */
export default function LifeCyclePage() {
  const { t } = useTranslation();
  const regions = useRegionNames();
  const [params, setParams] = useSearchParams();
  const asked = params.get('username');
  const [typed, setTyped] = useState(asked ?? '');
  const [error, setError] = useState<string | null>(null);
  const life = useLifeCycle(asked);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = ZLifeCycleQuery.safeParse({ username: typed });
    if (!parsed.success) {
      setError(t(parsed.error.issues[0]?.message ?? 'errors.field.required'));
      return;
    }
    setError(null);
    setParams({ username: parsed.data.username });
  };
  const failure =
    life.error instanceof ApiError && life.error.status === 404
      ? t('backOffice.lifeCycle.notFound', { username: asked })
      : life.isError
        ? t('errors.INTERNAL')
        : null;
  const account = life.data;
  return (
    <Stack>
      <BackOfficeNav />
      <Title order={1}>{t('backOffice.lifeCycle.title')}</Title>
      <Text c="dimmed">{t('backOffice.lifeCycle.intro')}</Text>
      <form onSubmit={submit} noValidate>
        <Group align="flex-start">
          <TextInput
            label={t('backOffice.lifeCycle.username')}
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            error={error}
            maxLength={200}
            type="email"
            dir="ltr"
            w={320}
            required
          />
          <Button type="submit" mt={25} loading={life.isFetching}>
            {t('backOffice.lifeCycle.search')}
          </Button>
        </Group>
      </form>
      {failure ? (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      ) : null}
      {account ? (
        <>
          <Paper withBorder p="md" component="section" aria-labelledby="life-cycle-account">
            <Title order={2} size="h4" id="life-cycle-account">
              {`${account.firstName} ${account.lastName}`.trim() || account.username}
            </Title>
            <Text dir="ltr" ta="start">
              {account.username}
            </Text>
            <Group gap="xs" mt="xs">
              {account.roles.map((r) => (
                <Badge key={r} variant="light">
                  {t(`common.roles.${r}`)}
                </Badge>
              ))}
              {account.regionId !== null ? <Badge variant="outline">{regions.name(account.regionId)}</Badge> : null}
              <Badge color={account.enabled ? 'teal' : 'red'}>
                {account.enabled ? t('backOffice.lifeCycle.enabled') : t('backOffice.lifeCycle.disabled')}
              </Badge>
              {account.roles.includes('ROLE_INVESTOR') ? null : (
                <Badge color={account.securityCodeEnrolled ? 'teal' : 'orange'}>
                  {account.securityCodeEnrolled ? t('backOffice.lifeCycle.codeEnrolled') : t('backOffice.lifeCycle.codePending')}
                </Badge>
              )}
            </Group>
          </Paper>
          {account.roles.includes('ROLE_INVESTOR') ? <InvestorCounts username={account.username} /> : null}
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('backOffice.lifeCycle.at')}</Table.Th>
                <Table.Th>{t('backOffice.lifeCycle.event')}</Table.Th>
                <Table.Th>{t('backOffice.lifeCycle.by')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {account.events.map((e) => (
                <Table.Tr key={`${e.at}-${e.event}-${e.by ?? ''}`}>
                  <Table.Td dir="ltr" style={{ whiteSpace: 'nowrap' }}>
                    {formatDateTime(e.at)}
                  </Table.Td>
                  <Table.Td>{t(`backOffice.lifeCycle.events.${e.event}`)}</Table.Td>
                  <Table.Td dir="ltr">{e.by ?? '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      ) : null}
    </Stack>
  );
}
