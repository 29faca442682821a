import type { TAccessClaims } from '@cri/shared/schemas/auth';
import { listProvidedDocuments } from '../documents/service.ts';
import { signatures } from '../signatures/service.ts';
import type { RokhasContext } from './context.ts';

/**
 * What sending depends on, read through the owning modules' services (decision 040): the commission's
 * decision and the minutes (signatures), and the documents still missing (documents).
 */
export async function decisionAndMinutes(ctx: RokhasContext, user: TAccessClaims, projectId: number) {
  const view = await signatures(ctx.signatures, user, projectId);
  const membersSigned = view.requiredCount > 0 && view.signedCount === view.requiredCount;
  return {
    decision: view.commission?.choice ?? null,
    // A scan signed on paper stands for every member's signature (never both modes).
    minutesSigned: view.mode === 'MANUAL' ? view.fullySigned : membersSigned,
    finalMinutesUploaded: view.fullySigned,
  };
}

/** Required documents not provided, or rejected by the advisor and not replaced. */
export async function missingDocumentCount(ctx: RokhasContext, user: TAccessClaims, projectId: number): Promise<number> {
  const list = await listProvidedDocuments(ctx.documents, user, projectId);
  return list.documents.filter((d) => d.required && (d.uploadedFile === null || d.advisorValidation === false)).length;
}
