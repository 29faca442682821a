import { describe, expect, it } from 'vitest';
import { canMoveTo, INVESTOR_EDITABLE_PHASES, PROJECT_PHASES } from '../enums/project-phases.ts';
import {
  DECLARATION_REQUIRED_KEY,
  DOCUMENT_MISSING_KEY,
  stepOfField,
  submissionIssues,
  submissionTarget,
} from './project-submission.ts';

describe('submissionTarget', () => {
  it('sends a first deposit to IN_REVIEW (success page) and complements to COMPLEMENTS_IN_REVIEW (dashboard)', () => {
    expect(submissionTarget('DRAFT')).toEqual({ phase: 'IN_REVIEW', status: 'SUBMITTED' });
    expect(submissionTarget('RESTORED')).toEqual({ phase: 'IN_REVIEW', status: 'SUBMITTED' });
    expect(submissionTarget('DRAFT_NEW_PROCEDURE')).toEqual({ phase: 'COMPLEMENTS_IN_REVIEW', status: 'ACCEPTED' });
    // Documents the advisor rejected or asked for, provided (issue 6).
    expect(submissionTarget('INVESTOR_EDITING')).toEqual({ phase: 'COMPLEMENTS_IN_REVIEW', status: 'ACCEPTED' });
  });

  it('refuses every phase that is not editable, and every target is an allowed transition', () => {
    for (const phase of PROJECT_PHASES) {
      const target = submissionTarget(phase);
      expect(target !== null).toBe(INVESTOR_EDITABLE_PHASES.includes(phase) || phase === 'INVESTOR_EDITING');
      if (target) expect(canMoveTo(phase, target.phase)).toBe(true);
    }
    expect(submissionTarget(null)).toBeNull();
  });

  it('lets a submitted file go back to the investor to add procedures (spec 2 §4)', () => {
    expect(canMoveTo('IN_REVIEW', 'DRAFT_NEW_PROCEDURE')).toBe(true);
    expect(canMoveTo('IN_REVIEW', 'DRAFT')).toBe(false);
  });
});

describe('submissionIssues', () => {
  it('names each missing piece by its step', () => {
    const issues = submissionIssues({
      infos: [{ field: 'lands', messageKey: 'k1' }],
      project: [{ field: 'name', messageKey: 'k2' }],
      documents: [
        { documentTypeId: 7, required: true, uploaded: false },
        { documentTypeId: 8, required: false, uploaded: false },
        { documentTypeId: 9, required: true, uploaded: true },
      ],
      declaration: false,
    });
    expect(issues).toEqual([
      { field: 'infos.lands', messageKey: 'k1' },
      { field: 'project.name', messageKey: 'k2' },
      { field: 'documents.7', messageKey: DOCUMENT_MISSING_KEY },
      { field: 'declaration', messageKey: DECLARATION_REQUIRED_KEY },
    ]);
    expect(issues.map((i) => stepOfField(i.field))).toEqual(['infos', 'project', 'documents', 'declaration']);
  });

  it('is empty for a complete file with the declaration', () => {
    expect(submissionIssues({ infos: [], project: [], documents: [], declaration: true })).toEqual([]);
  });
});
