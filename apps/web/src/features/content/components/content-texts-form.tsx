import type { TContentTexts } from '@cri/shared/schemas/content';
import { ZContentTexts } from '@cri/shared/schemas/content';
import { Box, Paper, SimpleGrid, Stack, Tabs, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ContentBody } from './content-body.tsx';

export type TextErrors = Partial<Record<keyof TContentTexts, string>>;
export const EMPTY_TEXTS: TContentTexts = { titleFr: '', titleAr: '', bodyFr: '', bodyAr: '' };

/** The form's texts checked by the routes' schema: each broken field's message key, or null when valid. */
export function checkTexts(texts: TContentTexts): { errors: TextErrors | null; value: TContentTexts } {
  const parsed = ZContentTexts.safeParse(texts);
  if (parsed.success) return { errors: null, value: parsed.data };
  const errors: TextErrors = {};
  for (const issue of parsed.error.issues) errors[issue.path[0] as keyof TContentTexts] ??= issue.message;
  return { errors, value: texts };
}

/** Server field errors (`body.titleAr`) as the form's. */
export function serverTextErrors(fieldErrors: readonly { field: string; messageKey: string }[]): TextErrors {
  const errors: TextErrors = {};
  for (const { field, messageKey } of fieldErrors) {
    const key = field.replace(/^body\./, '') as keyof TContentTexts;
    if (key in EMPTY_TEXTS) errors[key] ??= messageKey;
  }
  return errors;
}

/**
 * The four texts of a content version, French and Arabic side by side, and the preview: the same
 * rendering as the public pages, in each language and direction (decision 074).
 */
export function ContentTextsForm({
  texts,
  errors,
  onChange,
}: {
  texts: TContentTexts;
  errors: TextErrors;
  onChange: (texts: TContentTexts) => void;
}) {
  const { t } = useTranslation();
  const field = (key: keyof TContentTexts) => ({
    value: texts[key],
    onChange: (event: { currentTarget: { value: string } }) => onChange({ ...texts, [key]: event.currentTarget.value }),
    error: errors[key] ? t(errors[key]) : undefined,
    required: true,
  });
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('content.editor.formatHint')}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Stack gap="sm" lang="fr" dir="ltr">
          <TextInput label={t('content.editor.titleFr')} {...field('titleFr')} />
          <Textarea label={t('content.editor.bodyFr')} autosize minRows={6} maxRows={20} {...field('bodyFr')} />
        </Stack>
        <Stack gap="sm" lang="ar" dir="rtl">
          <TextInput label={t('content.editor.titleAr')} {...field('titleAr')} />
          <Textarea label={t('content.editor.bodyAr')} autosize minRows={6} maxRows={20} {...field('bodyAr')} />
        </Stack>
      </SimpleGrid>
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="content-preview">
        <Title order={2} size="h4" id="content-preview" mb="sm">
          {t('content.editor.preview')}
        </Title>
        <Tabs defaultValue="fr">
          <Tabs.List>
            <Tabs.Tab value="fr">{t('content.editor.previewFr')}</Tabs.Tab>
            <Tabs.Tab value="ar">{t('content.editor.previewAr')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="fr" pt="sm">
            <Box lang="fr" dir="ltr" data-testid="preview-fr">
              <Title order={3} size="h5" mb="xs">
                {texts.titleFr}
              </Title>
              <ContentBody body={texts.bodyFr} />
            </Box>
          </Tabs.Panel>
          <Tabs.Panel value="ar" pt="sm">
            <Box lang="ar" dir="rtl" data-testid="preview-ar">
              <Title order={3} size="h5" mb="xs">
                {texts.titleAr}
              </Title>
              <ContentBody body={texts.bodyAr} />
            </Box>
          </Tabs.Panel>
        </Tabs>
      </Paper>
    </Stack>
  );
}
