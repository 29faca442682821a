import { Anchor, Group, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { localized } from '../../lib/i18n/localized.ts';

type TemplateFields = { templateTitleFr: string | null; templateTitleAr: string | null; templateFile: string | null };

/**
 * The blank template of a document type (catalogue pages and deposit tiles): a download link, or a note
 * while none is published.
 */
export function TemplateLink({ documentType: d }: { documentType: TemplateFields }) {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const title = localized(d, i18n.language, 'templateTitle');
  if (!title) return null;
  if (!d.templateFile)
    return (
      <Text size="sm" c="dimmed">
        {`${t('procedures.detail.template', { title })} (${t('procedures.detail.templatePending')})`}
      </Text>
    );
  return (
    <Anchor href={d.templateFile} download size="sm">
      <Group gap={4} component="span">
        <IconDownload size={16} aria-hidden="true" />
        {`${t('procedures.detail.downloadTemplate')} : ${title}`}
        {ar && <Text span size="sm">{` (${t('procedures.detail.templateInFrench')})`}</Text>}
      </Group>
    </Anchor>
  );
}
