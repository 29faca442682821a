import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One term of an appointment's description list (advisor and land appointment pages). */
export function DetailField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text component="dd" m={0}>
        {children}
      </Text>
    </div>
  );
}
