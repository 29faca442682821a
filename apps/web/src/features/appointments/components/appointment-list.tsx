import { meetingPath, type TAppointment } from '@cri/shared/schemas/appointments';
import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { advisorName, ltr, pendingAnswerDue, regionOf, whenOf } from '../lib/display.ts';
import { AnswerBadge } from './answer-badge.tsx';
import { MeetingFacts } from './meeting-facts.tsx';
import { StatusBadge } from './status-badge.tsx';

/**
 * One card per appointment, its subject linking to its page. Staff also see who asked and, while the
 * request waits for its advisor, the answer deadline (late or near: a badge).
 */
export function AppointmentList({ items, showRequester }: { items: TAppointment[]; showRequester: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {items.map((a) => (
        <Card key={a.id} component="li" withBorder radius="md" padding="md" data-testid={`appointment-${a.id}`}>
          <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
            <Anchor
              component={Link}
              to={meetingPath(a.id)}
              fw={600}
              dir="auto"
              aria-label={t('appointments.list.open', { subject: a.subject })}
            >
              {a.subject}
            </Anchor>
            <Group gap="xs" wrap="wrap">
              {showRequester ? <AnswerBadge answer={a.answer} /> : null}
              <StatusBadge status={a.status} />
            </Group>
          </Group>
          <MeetingFacts
            when={whenOf(a)}
            region={regionOf(a, i18n.language)}
            holder={{ label: t('appointments.fields.advisor'), name: advisorName(a) }}
            requester={showRequester ? a.requester.name : undefined}
          >
            {showRequester && pendingAnswerDue(a) ? (
              <Group gap={6} wrap="nowrap">
                <IconHourglass size={16} aria-hidden />
                <Text size="sm" c={a.answer.overdue ? 'red.8' : undefined} fw={a.answer.overdue ? 600 : undefined}>
                  {t('appointments.answer.dueLine', { dueAt: ltr(pendingAnswerDue(a) ?? '') })}
                </Text>
              </Group>
            ) : null}
          </MeetingFacts>
        </Card>
      ))}
    </Stack>
  );
}
