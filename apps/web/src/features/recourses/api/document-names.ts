import { useTranslation } from 'react-i18next';
import { localized } from '../../../lib/i18n/localized.ts';
import { useProvidedDocuments } from '../../documents/api/get-provided-documents.ts';

/** The names (in the user's language) of the file's documents attached to an appeal. */
export function useDocumentNames(projectId: number, ids: readonly number[]): string[] {
  const { i18n } = useTranslation();
  const documents = useProvidedDocuments(ids.length > 0 ? projectId : null);
  return (documents.data?.documents ?? [])
    .filter((d) => d.id !== null && ids.includes(d.id))
    .map((d) => localized(d, i18n.language, 'name'));
}
