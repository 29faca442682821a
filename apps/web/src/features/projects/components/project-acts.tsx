import { actSignPath } from '@cri/shared/schemas/act-signature';
import { Anchor, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconSignature } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format.ts';
import { useDeliveredActs } from '../../act-signature/api/get-delivered-acts.ts';

/**
 * The acts of a file (issue 14, decision 038): the signed acts to download (the investor, the region's
 * staff) and, for the region's governor, the acts the director validated that await the signature.
 * Nothing is shown while there is none.
 */
export function ProjectActs({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const acts = useDeliveredActs(projectId).data;
  if (!acts || (acts.delivered.length === 0 && acts.toSign.length === 0)) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="project-acts-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="project-acts-title">
          {t('actSignature.project.title')}
        </Title>
        {acts.toSign.length > 0 ? (
          <Stack gap="xs">
            <Text fw={600}>{t('actSignature.project.toSign')}</Text>
            <Group>
              {acts.toSign.map((a) => (
                <Button
                  key={a.followUpActionId}
                  component={Link}
                  to={actSignPath(projectId, a.followUpActionId)}
                  leftSection={<IconSignature size={18} aria-hidden="true" />}
                >
                  {t('actSignature.project.signLink', { step: a.stepTitle })}
                </Button>
              ))}
            </Group>
          </Stack>
        ) : null}
        {acts.delivered.length > 0 ? (
          <Stack gap="xs">
            <Text fw={600}>{t('actSignature.project.delivered')}</Text>
            <List listStyleType="none" spacing="xs">
              {acts.delivered.map((a) => (
                <List.Item key={a.followUpActionId}>
                  <Group gap="sm" wrap="wrap">
                    <span dir="auto">{a.stepTitle}</span>
                    <Text span size="sm" c="dimmed">
                      {t('actSignature.project.signedOn', { date: formatDate(a.signedAt) })}
                    </Text>
                    <Anchor href={a.downloadUrl} download={a.fileName} data-testid="delivered-act-download">
                      <Group gap={4} component="span" wrap="nowrap">
                        <IconDownload size={16} aria-hidden="true" />
                        <span>{t('actSignature.project.download', { name: a.fileName })}</span>
                      </Group>
                    </Anchor>
                  </Group>
                </List.Item>
              ))}
            </List>
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
