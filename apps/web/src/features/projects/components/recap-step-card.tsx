import type { TFieldError } from '@cri/shared/errors';
import { Anchor, Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** One step of the recap: its summary, whether it is complete, and what it still lacks with a link to fix it. */
export function RecapStepCard(props: {
  title: string;
  complete: boolean;
  missing: readonly TFieldError[];
  fixPath: string;
  /** Text of a missing item (default: its translated message). */
  describe?: (e: TFieldError) => string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const messages = [...new Set(props.missing.map((e) => props.describe?.(e) ?? t(e.messageKey)))];
  const headingId = `recap-${props.fixPath.replace(/\W+/g, '-')}`;
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h3" id={headingId}>
            {props.title}
          </Title>
          <Badge color={props.complete ? 'green' : 'orange'} variant="outline" c="dark.8">
            {t(props.complete ? 'projects.recap.complete' : 'projects.recap.incomplete')}
          </Badge>
        </Group>
        {props.children}
        {props.complete ? null : (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t('projects.recap.missingCount', { count: props.missing.length })}
            </Text>
            <List size="sm">
              {messages.map((m) => (
                <List.Item key={m}>{m}</List.Item>
              ))}
            </List>
            <Anchor component={Link} to={props.fixPath} size="sm" fw={600}>
              {t('projects.recap.fix')}
            </Anchor>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
