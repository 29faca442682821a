import { PASSWORD_RULES, passwordChecks } from '@cri/shared/rules/password-policy';
import { List, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The live checklist under a new password: each rule of the policy, passed or not (maxLength only when broken). */
export function PasswordChecklist({ value, id }: { value: string; id: string }) {
  const { t } = useTranslation();
  const checks = passwordChecks(value);
  const shown = PASSWORD_RULES.filter((rule) => rule !== 'maxLength' || !checks.maxLength);
  return (
    <div id={id}>
      <Text size="sm" fw={500}>
        {t('passwords.rules.title')}
      </Text>
      <List size="sm" spacing={2} center>
        {shown.map((rule) => (
          <List.Item
            key={rule}
            data-rule={rule}
            data-passed={checks[rule]}
            icon={
              <ThemeIcon color={checks[rule] ? 'green' : 'gray'} size={18} radius="xl" variant="light">
                {checks[rule] ? <IconCheck size={12} aria-hidden /> : <IconX size={12} aria-hidden />}
              </ThemeIcon>
            }
          >
            <Text span size="sm" c={checks[rule] ? 'criGreen.8' : 'dimmed'}>
              {t(`passwords.rules.${rule}`)}
            </Text>
            <VisuallyHidden>{` (${t(checks[rule] ? 'passwords.rules.passed' : 'passwords.rules.failed')})`}</VisuallyHidden>
          </List.Item>
        ))}
      </List>
    </div>
  );
}
