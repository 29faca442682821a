import { Button } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withWholeCatalogue } from '../../../lib/i18n/i18n.ts';

// The dialog brings Mantine's Modal (focus trap, scroll lock, transitions): not part of every visitor's first page.
// Its form shows the captcha's and the password rules' texts: the whole catalogue comes with it.
const CreateAccountDialog = lazy(withWholeCatalogue(() => import('./create-account-dialog.tsx')));

/**
 * The visitor's create-account button (spec 1 §2.2): a dialog of what one can do without an account, with
 * the deployed regions while fewer than 12 are. The dialog is fetched on the first click and then stays
 * mounted, so it closes with its transition.
 */
export function CreateAccountButton() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={() => {
          setWanted(true);
          setOpened(true);
        }}
        leftSection={<IconUserPlus size={18} aria-hidden />}
        // On the home page's island, this hands the page over to the app, then opens (decision 113).
        data-island-app=""
      >
        {t('accounts.createAccount.button')}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <CreateAccountDialog opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
