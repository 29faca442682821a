import { Badge, Button, Card, Group, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from '../../../components/ui/rtl-mirror.module.css';

interface EntryCardProps {
  icon: Icon;
  title: string;
  description: string;
  /** Where the card leads; without it the service is announced as coming soon (spec 1 §2.1 entry links). */
  link?: { to: string; label: string };
}

export function EntryCard({ icon: CardIcon, title, description, link }: EntryCardProps) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="lg" h="100%" component="article">
      <Group justify="space-between" align="flex-start" mb="md" wrap="nowrap">
        <ThemeIcon size={52} radius="md" variant="light" aria-hidden="true">
          <CardIcon size={30} />
        </ThemeIcon>
        {!link && (
          <Badge color="gray" variant="outline" c="gray.8">
            {t('common.comingSoon')}
          </Badge>
        )}
      </Group>
      <Title order={3} size="h4" mb="xs">
        {title}
      </Title>
      <Text mb="lg" style={{ flexGrow: 1 }}>
        {description}
      </Text>
      {link && (
        <Button
          component={Link}
          to={link.to}
          variant="light"
          mt="auto"
          style={{ alignSelf: 'flex-start' }}
          rightSection={<IconArrowRight size={18} aria-hidden="true" className={classes.mirror} />}
          aria-label={`${link.label} : ${title}`}
        >
          {link.label}
        </Button>
      )}
    </Card>
  );
}
