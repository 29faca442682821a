import { Group, Text } from '@mantine/core';
import { IconCalendarEvent, IconMapPin, IconUser } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The facts line of an appointment's card (advisor and land appointments): when, where, who holds it and,
 * for staff, who asked; `children` adds what only one kind shows.
 */
export function MeetingFacts({
  when,
  region,
  holder,
  requester,
  children,
}: {
  when: string | null | undefined;
  region: string;
  /** The holder's label and name ("Conseiller : …", "Membre de l'équipe foncière : …"). */
  holder: { label: string; name: string | null | undefined };
  /** Who asked, shown to staff only (undefined: not shown). */
  requester?: string | undefined;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="lg" mt="xs" wrap="wrap">
      <Group gap={6} wrap="nowrap">
        <IconCalendarEvent size={16} aria-hidden />
        <Text size="sm">
          <span dir="ltr">{when ?? t('appointments.fields.notScheduled')}</span>
        </Text>
      </Group>
      <Group gap={6} wrap="nowrap">
        <IconMapPin size={16} aria-hidden />
        <Text size="sm">{region}</Text>
      </Group>
      <Group gap={6} wrap="nowrap">
        <IconUser size={16} aria-hidden />
        <Text size="sm">
          {holder.label} : {holder.name ?? t('appointments.fields.noAdvisor')}
        </Text>
      </Group>
      {requester !== undefined ? (
        <Text size="sm" dir="auto">
          {t('appointments.fields.requester')} : {requester}
        </Text>
      ) : null}
      {children}
    </Group>
  );
}
