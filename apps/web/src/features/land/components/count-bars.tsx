import type { TLandCount } from '@cri/shared/schemas/land';
import { Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A horizontal bar chart of counts (the dashboard's charts): one labelled bar per value, widths to the largest. */
export function CountBars({ title, counts }: { title: string; counts: readonly TLandCount[] }) {
  const { t, i18n } = useTranslation();
  const max = Math.max(1, ...counts.map((c) => c.count));
  return (
    <Card withBorder padding="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {counts.length === 0 ? (
        <Text c="dimmed">{t('land.empty')}</Text>
      ) : (
        <Stack gap="xs">
          {counts.map((c) => {
            const label = i18n.language === 'ar' ? c.labelAr : c.labelFr;
            return (
              <div key={c.key}>
                <Group justify="space-between" gap="xs">
                  <Text size="sm">{label}</Text>
                  <Text size="sm" fw={600}>
                    {c.count}
                  </Text>
                </Group>
                <Progress value={(c.count / max) * 100} aria-label={`${label} : ${c.count}`} />
              </div>
            );
          })}
        </Stack>
      )}
    </Card>
  );
}
