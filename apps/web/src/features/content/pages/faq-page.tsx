import { CONTENT_AUDIENCES, type ContentAudience, FAQ_CATEGORIES } from '@cri/shared/enums/content';
import type { TPublishedContent } from '@cri/shared/schemas/content';
import { Accordion, Alert, Loader, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localized } from '../../../lib/i18n/localized.ts';
import { useSignedInUser } from '../../../lib/signed-in-user.ts';
import { usePublishedContent } from '../api/content.ts';
import { HelpAdvice } from '../api/help-advice.tsx';
import { ContentBody } from '../components/content-body.tsx';
import { audienceOf, matchesSearch } from '../lib/audience.ts';

/**
 * /faq (spec 1 §2.1, spec 3 §2 "Content screens"): the published FAQ, general and per role, by category,
 * with a search over questions and answers in the language shown, and the help advice of the reader's role.
 */
export default function FaqPage() {
  const { t, i18n } = useTranslation();
  const user = useSignedInUser();
  const [audience, setAudience] = useState<ContentAudience>(audienceOf(user?.roles));
  const [search, setSearch] = useState('');
  const { data, isPending, isError } = usePublishedContent({ kind: 'FAQ', audience });
  const lang = i18n.language;
  const found = (data ?? []).filter((entry) =>
    matchesSearch(search, localized(entry, lang, 'title'), localized(entry, lang, 'body')),
  );
  const byCategory = FAQ_CATEGORIES.map((category) => ({
    category,
    entries: found.filter((entry) => entry.category === category),
  })).filter((group) => group.entries.length > 0);

  return (
    <Stack gap="lg" maw={900}>
      <Title order={1}>{t('content.faq.title')}</Title>
      <Text>{t('content.faq.intro')}</Text>
      <SegmentedControl
        aria-label={t('content.faq.audienceLabel')}
        value={audience}
        onChange={(value) => setAudience(value as ContentAudience)}
        data={CONTENT_AUDIENCES.map((value) => ({ value, label: t(`content.audiences.${value}`) }))}
        fullWidth
      />
      <TextInput
        label={t('content.faq.searchLabel')}
        placeholder={t('content.faq.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maxLength={200}
      />
      {isPending ? <Loader role="status" aria-label={t('common.loading')} /> : null}
      {isError ? <Alert color="red">{t('content.faq.loadError')}</Alert> : null}
      {data && byCategory.length === 0 ? <Text role="status">{t('content.faq.noResult')}</Text> : null}
      <Text role="status" size="sm" c="dimmed" hidden={!data || search.trim() === ''}>
        {t('content.faq.resultCount', { count: found.length })}
      </Text>
      {byCategory.map(({ category, entries }) => (
        <FaqCategorySection key={category} title={t(`content.categories.${category}`)} entries={entries} lang={lang} />
      ))}
      <HelpAdvice />
    </Stack>
  );
}

function FaqCategorySection({ title, entries, lang }: { title: string; entries: TPublishedContent[]; lang: string }) {
  return (
    <section aria-label={title}>
      <Title order={2} size="h3" mb="xs">
        {title}
      </Title>
      <Accordion variant="separated" chevronPosition="right">
        {entries.map((entry) => (
          <Accordion.Item key={entry.id} value={String(entry.id)}>
            <Accordion.Control>{localized(entry, lang, 'title')}</Accordion.Control>
            <Accordion.Panel>
              <ContentBody body={localized(entry, lang, 'body')} />
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </section>
  );
}
