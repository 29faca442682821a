import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled block of a catalogue page (the title labels the region for screen readers). */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="md" p="lg">
      <Title order={2} size="h3" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
