import { CONTENT_PATHS } from '@cri/shared/paths';
import type { TContentTexts, TManagedContentDetail } from '@cri/shared/schemas/content';
import { Alert, Anchor, Badge, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { apiErrorMessage } from '../../../lib/error-message.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { parseId } from '../../../lib/route-id.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { useManagedEntry, usePublish, useSaveDraft } from '../api/content.ts';
import {
  ContentTextsForm,
  checkTexts,
  EMPTY_TEXTS,
  serverTextErrors,
  type TextErrors,
} from '../components/content-texts-form.tsx';

const textsOf = (version: TManagedContentDetail['versions'][number] | undefined): TContentTexts =>
  version ? { titleFr: version.titleFr, titleAr: version.titleAr, bodyFr: version.bodyFr, bodyAr: version.bodyAr } : EMPTY_TEXTS;

/**
 * /national-content-manager/content/{id}: edit a text in both languages with its preview, save it as a
 * draft, publish the draft; the history lists every version (decision 074). What was typed stays on error.
 */
export default function ContentEntryPage() {
  const { t } = useTranslation();
  const id = parseId(useParams().id);
  const entry = useManagedEntry(id);
  const save = useSaveDraft();
  const publish = usePublish();
  const [texts, setTexts] = useState<TContentTexts>(EMPTY_TEXTS);
  const [errors, setErrors] = useState<TextErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [loadedId, setLoadedId] = useState<number | null>(null);

  // The form starts from the draft, else the published version (once per entry: typing is never overwritten).
  useEffect(() => {
    if (!entry.data || loadedId === entry.data.id) return;
    setLoadedId(entry.data.id);
    setTexts(
      textsOf(entry.data.versions.find((v) => v.status === 'DRAFT') ?? entry.data.versions.find((v) => v.status === 'PUBLISHED')),
    );
  }, [entry.data, loadedId]);

  if (id === null || entry.isError) return <Alert color="orange">{t('content.notFound')}</Alert>;
  if (!entry.data) return <Loader role="status" aria-label={t('common.loading')} />;
  const detail = entry.data;
  const draft = detail.versions.find((v) => v.status === 'DRAFT');
  const published = detail.versions.find((v) => v.status === 'PUBLISHED');
  const unchangedFrom = (version: typeof draft) =>
    version !== undefined && JSON.stringify(textsOf(version)) === JSON.stringify(checkTexts(texts).value);

  const fail = (error: unknown) => {
    if (error instanceof ApiError) {
      setErrors(serverTextErrors(error.fieldErrors));
      setFailure(apiErrorMessage(t, error));
    } else setFailure(t('errors.INTERNAL'));
  };
  const saveDraft = async (): Promise<boolean> => {
    setFailure(null);
    const checked = checkTexts(texts);
    if (checked.errors) {
      setErrors(checked.errors);
      return false;
    }
    setErrors({});
    if (unchangedFrom(draft)) return true;
    try {
      await save.mutateAsync({ id: detail.id, texts: checked.value });
      return true;
    } catch (error) {
      fail(error);
      return false;
    }
  };
  const onSave = async () => {
    if (await saveDraft()) toastSuccess(t('content.editor.saved'));
  };
  const onPublish = async () => {
    if (unchangedFrom(published) && !draft) {
      setFailure(t('content.errors.noDraft'));
      return;
    }
    if (!(await saveDraft())) return;
    try {
      await publish.mutateAsync(detail.id);
      toastSuccess(t('content.editor.published'));
    } catch (error) {
      fail(error);
    }
  };

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={CONTENT_PATHS.manager}>
        {t('content.manager.back')}
      </Anchor>
      <Group gap="sm">
        <Title order={1}>{t('content.editor.title')}</Title>
        <Badge>{t(`content.kinds.${detail.kind}`)}</Badge>
        <Badge variant="outline">{t(`content.audiences.${detail.audience}`)}</Badge>
        {detail.category ? <Badge variant="light">{t(`content.categories.${detail.category}`)}</Badge> : null}
      </Group>
      <Text>
        {published
          ? t('content.editor.publishedVersion', { version: published.version, date: formatDateTime(published.publishedAt) })
          : t('content.manager.notPublished')}
        {draft ? ` ${t('content.editor.pendingDraft', { version: draft.version })}` : ''}
      </Text>
      <ContentTextsForm texts={texts} errors={errors} onChange={setTexts} />
      {failure ? (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      ) : null}
      <Group>
        <Button variant="default" onClick={onSave} loading={save.isPending}>
          {t('content.editor.saveDraft')}
        </Button>
        <Button onClick={onPublish} loading={publish.isPending}>
          {t('content.editor.publish')}
        </Button>
      </Group>
      <Stack component="section" aria-labelledby="content-history" gap="xs">
        <Title order={2} size="h3" id="content-history">
          {t('content.editor.history')}
        </Title>
        <Table.ScrollContainer minWidth={640}>
          <Table withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('content.editor.version')}</Table.Th>
                <Table.Th scope="col">{t('content.editor.status')}</Table.Th>
                <Table.Th scope="col">{t('content.editor.titleFr')}</Table.Th>
                <Table.Th scope="col">{t('content.editor.when')}</Table.Th>
                <Table.Th scope="col">{t('content.editor.action')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {detail.versions.map((version) => (
                <Table.Tr key={version.id}>
                  <Table.Td>{version.version}</Table.Td>
                  <Table.Td>{t(`content.statuses.${version.status}`)}</Table.Td>
                  <Table.Td>{version.titleFr}</Table.Td>
                  <Table.Td>
                    {formatDateTime(version.publishedAt ?? version.createdAt)}
                    {(version.publishedBy ?? version.createdBy) ? ` — ${version.publishedBy ?? version.createdBy}` : ''}
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      onClick={() => setTexts(textsOf(version))}
                      aria-label={t('content.editor.reuseVersion', { version: version.version })}
                    >
                      {t('content.editor.reuse')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Stack>
  );
}
