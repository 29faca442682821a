import { PROCEDURE_CATEGORIES, type ProcedureCategory } from '@cri/shared/enums/reference-data';
import { procedureDetailPath } from '@cri/shared/schemas/procedures';
import { Alert, Badge, Button, Card, Group, SegmentedControl, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArrowRight, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import classes from '../../../components/ui/rtl-mirror.module.css';
import { localized } from '../../../lib/i18n/localized.ts';
import { useActiveProcedures } from '../api/get-procedures.ts';
import { filterProcedures } from '../lib/procedure-catalogue.ts';

const ALL = 'ALL';

/** The public procedure catalogue (spec 1 §2.1 "procedures and incentives"): search by name, filter by category. */
export default function ProceduresPage() {
  const { t, i18n } = useTranslation();
  const procedures = useActiveProcedures();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<string>(ALL);

  const shown = filterProcedures(procedures.data ?? [], {
    query,
    category: category === ALL ? null : (category as ProcedureCategory),
    language: i18n.language,
  });

  return (
    <Stack gap="lg">
      <Stack gap="xs" maw={820}>
        <Title order={1}>{t('procedures.list.title')}</Title>
        <Text size="lg">{t('procedures.list.lead')}</Text>
      </Stack>
      <Group align="flex-end" gap="lg" wrap="wrap">
        <TextInput
          label={t('procedures.list.search')}
          placeholder={t('procedures.list.searchPlaceholder')}
          leftSection={<IconSearch size={18} aria-hidden="true" />}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          type="search"
          w={{ base: '100%', sm: 340 }}
        />
        <Stack gap={4}>
          <Text component="span" size="sm" fw={500} id="procedure-category-label">
            {t('procedures.list.category')}
          </Text>
          <SegmentedControl
            aria-labelledby="procedure-category-label"
            value={category}
            onChange={setCategory}
            data={[
              { value: ALL, label: t('procedures.list.allCategories') },
              ...PROCEDURE_CATEGORIES.map((c) => ({ value: c, label: t(`procedures.categories.${c}`) })),
            ]}
          />
        </Stack>
      </Group>
      {procedures.isPending ? (
        <PageLoader />
      ) : procedures.isError ? (
        <Alert color="red" variant="light" role="alert">
          {t('procedures.list.loadFailed')}
        </Alert>
      ) : (
        <>
          <Text role="status" aria-live="polite" c="dimmed">
            {shown.length === 0 ? t('procedures.list.empty') : t('procedures.list.count', { count: shown.length })}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" component="ul" style={{ listStyle: 'none', padding: 0 }}>
            {shown.map((p) => {
              const name = localized(p, i18n.language);
              return (
                <li key={p.id}>
                  <Card withBorder radius="md" padding="lg" h="100%" component="article">
                    <Badge variant="light" mb="sm" style={{ alignSelf: 'flex-start' }}>
                      {t(`procedures.categories.${p.category}`)}
                    </Badge>
                    <Title order={2} size="h4" mb="xs">
                      {name}
                    </Title>
                    <Text mb="lg" style={{ flexGrow: 1 }}>
                      {localized(p, i18n.language, 'shortDescription')}
                    </Text>
                    <Button
                      component={Link}
                      to={procedureDetailPath(p.id)}
                      variant="light"
                      mt="auto"
                      style={{ alignSelf: 'flex-start' }}
                      rightSection={<IconArrowRight size={18} aria-hidden="true" className={classes.mirror} />}
                      aria-label={`${t('procedures.list.open')} : ${name}`}
                    >
                      {t('procedures.list.open')}
                    </Button>
                  </Card>
                </li>
              );
            })}
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
