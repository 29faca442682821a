import { AVATAR_MAX_BYTES, AVATAR_MIME_TYPES } from '@cri/shared/schemas/profiles';
import { Alert, Button, FileButton, Group, Image, Modal, Stack, Text } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { showToast } from '../../../lib/toast.ts';
import { useUploadProfileImage } from '../api/upload-profile-image.ts';

/** The page's first check; the server checks the real type by content again (spec 1 §5). */
const checkFile = (file: File): string | null => {
  if (!(AVATAR_MIME_TYPES as readonly string[]).includes(file.type) || !/\.(jpe?g|png)$/i.test(file.name)) {
    return 'profiles.avatar.wrongType';
  }
  return file.size > AVATAR_MAX_BYTES ? 'profiles.avatar.tooLarge' : null;
};

/** Choose a JPG or PNG, see it, then upload it (CRUI members and advisors, spec 1 §2.5). */
export function AvatarChangeModal({ opened, onClose, userId }: { opened: boolean; onClose: () => void; userId: number }) {
  const { t } = useTranslation();
  const upload = useUploadProfileImage();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const close = () => {
    setFile(null);
    setError(null);
    onClose();
  };
  const choose = (chosen: File | null) => {
    if (!chosen) return;
    const problem = checkFile(chosen);
    setError(problem);
    setFile(problem ? null : chosen);
  };
  const submit = () => {
    if (!file) return;
    upload.mutate(
      { userId, file },
      {
        onSuccess: () => {
          showToast({ color: 'green', message: t('profiles.avatar.success') });
          close();
        },
        onError: (failure) => setError(failure instanceof ApiError ? failure.messageKey : 'errors.INTERNAL'),
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('profiles.avatar.title')}
      closeButtonProps={{ 'aria-label': t('profiles.avatar.cancel') }}
    >
      <Stack gap="md">
        <Text size="sm">{t('profiles.avatar.hint')}</Text>
        {error ? (
          <Alert color="orange" variant="light" role="alert">
            {t(error)}
          </Alert>
        ) : null}
        {preview ? (
          <Image src={preview} alt={t('profiles.avatar.preview')} h={160} w={160} radius="50%" fit="cover" mx="auto" />
        ) : null}
        <FileButton onChange={choose} accept="image/png,image/jpeg">
          {(props) => (
            <Button {...props} variant="light" leftSection={<IconPhotoUp size={18} aria-hidden="true" />}>
              {t('profiles.avatar.choose')}
            </Button>
          )}
        </FileButton>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('profiles.avatar.cancel')}
          </Button>
          <Button onClick={submit} disabled={!file} loading={upload.isPending}>
            {t('profiles.avatar.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
