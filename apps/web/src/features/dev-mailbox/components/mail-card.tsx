import type { TDevMailboxMessage } from '@cri/shared/schemas/accounts';
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

/**
 * Links of the mail, opened on this very portal (path and query kept): PUBLIC_URL may name another host
 * than the one this page was opened on. Only http(s) URLs found in the text are kept.
 */
export function mailLinks(text: string): { url: string; to: string }[] {
  // A sentence may end right after a link: its closing punctuation is not part of the URL.
  const urls = (text.match(URL_PATTERN) ?? []).map((url) => url.replace(/[.,;:!?)]+$/, ''));
  return [...new Set(urls)].map((url) => {
    const parsed = new URL(url);
    return { url, to: `${parsed.pathname}${parsed.search}${parsed.hash}` };
  });
}

// Filled and dark enough for white text to keep a 4.5:1 contrast.
const STATUS_COLOR = { PENDING: 'gray.7', SENDING: 'blue.9', SENT: 'criGreen.7', FAILED: 'red.9' } as const;

/** One mail: header, clickable links, and the HTML shown in a sandboxed frame (no script, no navigation). */
export function MailCard({ mail }: { mail: TDevMailboxMessage }) {
  const { t, i18n } = useTranslation();
  const links = mailLinks(mail.text);
  const [opened, { toggle }] = useDisclosure(false);
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={mail.subject}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={2} size="h4">
            {mail.subject}
          </Title>
          <Badge color={STATUS_COLOR[mail.status]} variant="filled">
            {t(`devMailbox.status.${mail.status}`)}
          </Badge>
        </Group>
        <Text size="sm">
          {t('devMailbox.to')} : <bdi>{mail.to}</bdi> · {t('devMailbox.sentAt')} :{' '}
          {new Date(mail.createdAt).toLocaleString(i18n.language === 'ar' ? 'ar-MA' : 'fr-FR')}
        </Text>
        {links.length > 0 ? (
          <nav aria-label={t('devMailbox.links')}>
            <Stack gap={2}>
              {links.map((link) => (
                <Anchor key={link.url} component={Link} to={link.to} dir="ltr" style={{ wordBreak: 'break-all' }}>
                  {link.url}
                </Anchor>
              ))}
            </Stack>
          </nav>
        ) : null}
        <Button variant="subtle" size="compact-sm" onClick={toggle} aria-expanded={opened} style={{ alignSelf: 'flex-start' }}>
          {t(opened ? 'devMailbox.hidePreview' : 'devMailbox.showPreview')}
        </Button>
        {/* On demand: a hundred frames would make the page heavy. */}
        {opened ? (
          <iframe
            title={`${t('devMailbox.preview')} : ${mail.subject}`}
            srcDoc={mail.html}
            sandbox=""
            style={{ width: '100%', height: 320, border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4 }}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}
