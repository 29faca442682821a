import { sql } from 'drizzle-orm';
import { documentTypes } from '../../db/schema/reference-data.ts';

/**
 * The template link of a document type as the pages read it (decision 087): the download path when the
 * content manager uploaded a template (the seed's reload of `template_file` never hides it), else the seed's
 * link to the template rendered from code (decision 008), else none.
 */
export const templateLink = sql<string | null>`(case when ${documentTypes.templateFileKey} is not null
  then '/backend/api/document-types/' || ${documentTypes.id} || '/template' else ${documentTypes.templateFile} end)`;

/** The content type and name extension of an uploaded template, from its storage key. */
export function uploadedTemplateType(key: string): { contentType: string; extension: 'pdf' | 'docx' } {
  return key.endsWith('.docx')
    ? { contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extension: 'docx' }
    : { contentType: 'application/pdf', extension: 'pdf' };
}
