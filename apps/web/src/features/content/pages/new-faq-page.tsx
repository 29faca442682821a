import { CONTENT_AUDIENCES, type ContentAudience, FAQ_CATEGORIES, type FaqCategory } from '@cri/shared/enums/content';
import { CONTENT_PATHS } from '@cri/shared/paths';
import type { TContentTexts } from '@cri/shared/schemas/content';
import { Alert, Anchor, Button, Group, Select, SimpleGrid, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, Link, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { apiErrorMessage } from '../../../lib/error-message.ts';
import { useCreateFaqEntry } from '../api/content.ts';
import {
  ContentTextsForm,
  checkTexts,
  EMPTY_TEXTS,
  serverTextErrors,
  type TextErrors,
} from '../components/content-texts-form.tsx';

/** /national-content-manager/content/new-faq: a new FAQ question, saved as a draft, then edited and published. */
export default function NewFaqPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateFaqEntry();
  const [audience, setAudience] = useState<ContentAudience>('PUBLIC');
  const [category, setCategory] = useState<FaqCategory | null>(null);
  const [texts, setTexts] = useState<TContentTexts>(EMPTY_TEXTS);
  const [errors, setErrors] = useState<TextErrors>({});
  const [categoryError, setCategoryError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async () => {
    setFailure(null);
    const checked = checkTexts(texts);
    setErrors(checked.errors ?? {});
    setCategoryError(category ? null : t('errors.field.required'));
    if (checked.errors || !category) return;
    try {
      const created = await create.mutateAsync({ ...checked.value, audience, category });
      navigate(generatePath(CONTENT_PATHS.managerEntry, { id: String(created.id) }));
    } catch (error) {
      if (error instanceof ApiError) {
        setErrors(serverTextErrors(error.fieldErrors));
        setFailure(apiErrorMessage(t, error));
      } else setFailure(t('errors.INTERNAL'));
    }
  };

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={CONTENT_PATHS.manager}>
        {t('content.manager.back')}
      </Anchor>
      <Title order={1}>{t('content.manager.newFaq')}</Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('content.manager.audience')}
          data={CONTENT_AUDIENCES.map((value) => ({ value, label: t(`content.audiences.${value}`) }))}
          value={audience}
          onChange={(value) => setAudience((value as ContentAudience | null) ?? 'PUBLIC')}
          allowDeselect={false}
          required
        />
        <Select
          label={t('content.manager.category')}
          data={FAQ_CATEGORIES.map((value) => ({ value, label: t(`content.categories.${value}`) }))}
          value={category}
          onChange={(value) => setCategory(value as FaqCategory | null)}
          error={categoryError}
          required
        />
      </SimpleGrid>
      <ContentTextsForm texts={texts} errors={errors} onChange={setTexts} />
      {failure ? (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      ) : null}
      <Group>
        <Button onClick={submit} loading={create.isPending}>
          {t('content.manager.createDraft')}
        </Button>
      </Group>
    </Stack>
  );
}
