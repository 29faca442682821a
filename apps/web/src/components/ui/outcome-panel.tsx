import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A result page (success or error) of the signature flows (minutes, delivery act): icon, the page's h1, a text and links. */
export function OutcomePanel(props: {
  icon: ReactNode;
  color: string;
  title: string;
  children: ReactNode;
  links: { to: string; label: string; primary?: boolean }[];
}) {
  return (
    <Paper withBorder radius="md" p="xl" maw={680} mx="auto">
      <Stack gap="md" align="center" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color={props.color} aria-hidden="true">
          {props.icon}
        </ThemeIcon>
        <Title order={1} size="h2">
          {props.title}
        </Title>
        {typeof props.children === 'string' ? <Text>{props.children}</Text> : props.children}
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
