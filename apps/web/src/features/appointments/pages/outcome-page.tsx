import { Alert, Button, Container, Group, Paper, Stack, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The success and max-attempts pages of the booking: a title, a message and the ways on. */
export function OutcomePage({
  title,
  body,
  actions,
  tone,
}: {
  title: string;
  body: string;
  actions: { label: string; to: string }[];
  tone: 'success' | 'error';
}) {
  const { t } = useTranslation();
  const success = tone === 'success';
  return (
    <Container size={560} py="xl">
      <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Title order={1} size="h2">
            {t(title)}
          </Title>
          <Alert
            color={success ? 'green' : 'red'}
            variant="light"
            role={success ? 'status' : 'alert'}
            icon={success ? <IconCircleCheck aria-hidden /> : <IconAlertTriangle aria-hidden />}
          >
            {t(body)}
          </Alert>
          <Group>
            {actions.map((a, i) => (
              <Button key={a.to} component={Link} to={a.to} variant={i === 0 ? 'filled' : 'default'}>
                {t(a.label)}
              </Button>
            ))}
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
