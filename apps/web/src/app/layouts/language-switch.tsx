import { Button, VisuallyHidden } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../lib/i18n/i18n.ts';
import { toLanguage } from '../../lib/i18n/language-storage.ts';

/**
 * Switches between French and Arabic. The button shows the other language's name in that language
 * (with its `lang`, so screen readers pronounce it right); its accessible name adds "Change language".
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const other = toLanguage(i18n.language) === 'ar' ? 'fr' : 'ar';

  const onClick = async () => {
    setBusy(true);
    try {
      await changeLanguage(other);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      variant="default"
      size="sm"
      px="xs"
      leftSection={<IconLanguage size={18} aria-hidden="true" />}
      onClick={onClick}
      loading={busy}
      // The home page's island switches the prerendered page by this mark before the app runs (decision 113).
      data-island-language=""
    >
      <VisuallyHidden>{t('nav.language.switchTo')} </VisuallyHidden>
      <span lang={other}>{t(`nav.language.${other}`)}</span>
    </Button>
  );
}
