import { buildAdminDivisions } from './admin-divisions.ts';
import { IDENTITY_CHOICES } from './choice-lists/identity.ts';
import { LEGAL_FORM_CHOICES } from './choice-lists/legal-forms.ts';
import { PROJECT_CHOICES } from './choice-lists/project-lists.ts';
import { DOCUMENT_TYPE_REGION_FEES, DOCUMENT_TYPES } from './document-types.ts';
import { INFO_TYPES } from './info-types.ts';
import { buildProcedureRequirements } from './procedure-requirements.ts';
import { PROCEDURES } from './procedures.ts';
import { buildRegionalBodies } from './regional-bodies.ts';
import { SECTORS } from './sectors.ts';
import { VOCATIONS } from './vocations.ts';

/** Every reference row the seed loads, built from the data modules (pure: no database access). */
export function buildReferenceContent() {
  const divisions = buildAdminDivisions();
  const bodies = buildRegionalBodies(divisions.regions);
  const requirements = buildProcedureRequirements();
  // Items without a parent first, so a chunk never refers to an item of a later chunk.
  const choiceItems = [...IDENTITY_CHOICES, ...LEGAL_FORM_CHOICES, ...PROJECT_CHOICES].sort(
    (a, b) => Number(a.parentId != null) - Number(b.parentId != null),
  );
  return {
    ...divisions,
    choiceItems,
    vocations: VOCATIONS,
    ...bodies,
    sectors: SECTORS,
    documentTypes: DOCUMENT_TYPES,
    documentTypeRegionFees: DOCUMENT_TYPE_REGION_FEES,
    infoTypes: INFO_TYPES,
    procedures: PROCEDURES,
    procedureDocumentTypes: requirements.documents,
    procedureInfoTypes: requirements.infos,
  };
}
export type ReferenceContent = ReturnType<typeof buildReferenceContent>;
