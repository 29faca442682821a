import { EXPORT_FORMATS, type ResourceDecl } from '@cri/shared/back-office/resource';
import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../../lib/download.ts';
import type { ListParams } from '../api/resources.ts';

type Format = (typeof EXPORT_FORMATS)[number];

/**
 * The list's export (decision 062): the same search, sort and filters as the list shown, every page, as CSV or
 * XLSX. A fetch with the bearer token saved as a file (a plain link would carry no token).
 */
export function ExportButtons({ decl, path, params }: { decl: ResourceDecl; path: string; params: ListParams }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<Format | null>(null);
  const [failed, setFailed] = useState(false);

  const download = async (format: Format) => {
    const query = new URLSearchParams({ resource: decl.name, format });
    for (const [k, v] of Object.entries(params)) {
      if (v !== undefined && k !== 'page' && k !== 'size') query.set(k, String(v));
    }
    setBusy(format);
    setFailed(false);
    try {
      const today = new Date().toISOString().slice(0, 10);
      await downloadFile(`${path}?${query.toString()}`, `${decl.name}-${today}.${format}`);
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Group gap="xs">
      {EXPORT_FORMATS.map((format) => (
        <Button key={format} variant="default" loading={busy === format} onClick={() => void download(format)}>
          {t(format === 'csv' ? 'backOffice.list.exportCsv' : 'backOffice.list.exportXlsx')}
        </Button>
      ))}
      {failed ? (
        <Text c="red.8" size="sm" role="alert">
          {t('backOffice.list.exportFailed')}
        </Text>
      ) : null}
    </Group>
  );
}
