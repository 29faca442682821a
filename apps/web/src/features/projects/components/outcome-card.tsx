import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A result page of archive/restore: success, or the daily maximum reached. */
export function OutcomeCard(props: {
  icon: ReactNode;
  color: string;
  title: string;
  body: string;
  links: { to: string; label: string; primary?: boolean }[];
}) {
  return (
    <Paper withBorder radius="md" p="xl" maw={640} mx="auto">
      <Stack gap="md" align="center" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color={props.color}>
          {props.icon}
        </ThemeIcon>
        <Title order={1} size="h2">
          {props.title}
        </Title>
        <Text>{props.body}</Text>
        <Group justify="center">
          {props.links.map((l) => (
            <Button key={l.to} component={Link} to={l.to} variant={l.primary ? 'filled' : 'light'}>
              {l.label}
            </Button>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}
