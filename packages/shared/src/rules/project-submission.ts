import type { ProjectPhase } from '../enums/project-phases.ts';
import type { TFieldError } from '../errors.ts';

export const DECLARATION_REQUIRED_KEY = 'projects.recap.declarationRequired';
export const DOCUMENT_MISSING_KEY = 'projects.recap.documentMissing';

/** The phase a submission moves to, and what the server answers (spec 2 §4 "Submitting"); null: not submittable. */
export function submissionTarget(from: ProjectPhase | null): { phase: ProjectPhase; status: 'ACCEPTED' | 'SUBMITTED' } | null {
  if (from === 'DRAFT' || from === 'RESTORED') return { phase: 'IN_REVIEW', status: 'SUBMITTED' };
  // Complements on a file the advisor already has: the investor goes back to the dashboard.
  if (from === 'DRAFT_NEW_PROCEDURE') return { phase: 'COMPLEMENTS_IN_REVIEW', status: 'ACCEPTED' };
  // Documents the advisor rejected or asked for, provided: the file returns to review (issue 6).
  if (from === 'INVESTOR_EDITING') return { phase: 'COMPLEMENTS_IN_REVIEW', status: 'ACCEPTED' };
  return null;
}

/**
 * Every reason a submission is refused, each named by its step (`infos.…`, `project.…`,
 * `documents.{documentTypeId}`, `declaration`). The steps' own rules produce their issues; this
 * prefixes them and adds the missing required documents and the declaration of accuracy.
 */
export function submissionIssues(input: {
  infos: readonly TFieldError[];
  project: readonly TFieldError[];
  documents: readonly { documentTypeId: number; required: boolean; uploaded: boolean }[];
  declaration: boolean;
}): TFieldError[] {
  // The rest of each path is the step's own form path (`infos.infos.2.value`, `project.name`).
  const prefixed = (step: string, issues: readonly TFieldError[]) => issues.map((e) => ({ ...e, field: `${step}.${e.field}` }));
  return [
    ...prefixed('infos', input.infos),
    ...prefixed('project', input.project),
    ...input.documents
      .filter((d) => d.required && !d.uploaded)
      .map((d) => ({ field: `documents.${d.documentTypeId}`, messageKey: DOCUMENT_MISSING_KEY })),
    ...(input.declaration ? [] : [{ field: 'declaration', messageKey: DECLARATION_REQUIRED_KEY }]),
  ];
}

/** The step a field error belongs to (the recap links each missing piece to its step). */
export function stepOfField(field: string): 'infos' | 'project' | 'documents' | 'declaration' | null {
  const step = field.split('.')[0];
  return step === 'infos' || step === 'project' || step === 'documents' || step === 'declaration' ? step : null;
}
