import { describe, expect, it } from 'vitest';
import { PROJECT_PHASES } from '../enums/project-phases.ts';
import { NOT_YET_FED_PROJECT_CATEGORIES, PROJECT_LIST_CATEGORIES } from '../schemas/project-lists.ts';
import { categoryConditionOf, DASHBOARD_CATEGORIES, matchesCondition, STAFF_LIST_CATEGORIES } from './project-categories.ts';

const inCategory = (audience: 'staff' | 'cruiMember' | 'investor', category: (typeof PROJECT_LIST_CATEGORIES)[number]) => {
  const condition = categoryConditionOf(audience, category);
  return (phase: (typeof PROJECT_PHASES)[number] | null, cruiDate: string | null = null) =>
    condition ? matchesCondition(condition, phase, cruiDate) : false;
};

describe('project list categories (spec 2 §4)', () => {
  it('puts files in review in SUBMITED and ACTIONS for staff, and files waiting for documents in DOCUMENTS_TO_DELIVER', () => {
    const submitted = inCategory('staff', 'SUBMITED');
    expect(submitted('IN_REVIEW')).toBe(true);
    expect(submitted('COMPLEMENTS_IN_REVIEW')).toBe(true);
    expect(submitted('FILLED')).toBe(false);
    expect(inCategory('staff', 'ACTIONS')('WAITING_FOR_ADMINISTRATION_DOCUMENTS')).toBe(true);
    expect(inCategory('staff', 'DOCUMENTS_TO_DELIVER')('INVESTOR_EDITING')).toBe(true);
    expect(inCategory('staff', 'DOCUMENTS_TO_DELIVER')('IN_REVIEW')).toBe(false);
  });

  it('splits validated files on the commission date', () => {
    const toProgram = inCategory('staff', 'TO_BE_PROGRAMMED');
    const programmed = inCategory('staff', 'PROGRAMMED');
    expect(toProgram('FILLED')).toBe(true);
    expect(toProgram('UNSCHEDULED')).toBe(true);
    expect(toProgram('SHARED_TO_CRUI_MEMBERS', '2026-12-03')).toBe(false);
    expect(programmed('SCHEDULED', '2026-12-03')).toBe(true);
    expect(programmed('SHARED_TO_CRUI_MEMBERS', '2026-12-03')).toBe(true);
    expect(programmed('FILLED')).toBe(false);
  });

  it('keeps the investor view: deposit, submitted (anything after deposit but archive), archived', () => {
    const submitted = inCategory('investor', 'SUBMITED');
    expect(submitted('INVESTOR_EDITING')).toBe(true);
    expect(submitted('DRAFT')).toBe(false);
    expect(submitted('ARCHIVED')).toBe(false);
    expect(submitted(null)).toBe(false);
    expect(inCategory('investor', 'DEPOSIT')('RESTORED')).toBe(true);
    expect(categoryConditionOf('investor', 'ACTIONS')).toBeNull();
  });

  it('puts every phase in exactly one of deposit, OTHER and archive for staff', () => {
    for (const phase of PROJECT_PHASES) {
      const hits = (['DRAFT', 'OTHER', 'ARCHIVED'] as const).filter((c) => inCategory('staff', c)(phase));
      expect(hits, phase).toHaveLength(1);
    }
  });

  it('lists files whose gracious or ministerial recourse awaits its decision in RECOURSE_ASKED and MINISTERIAL_RECOURSE_ASKED', () => {
    expect(inCategory('staff', 'RECOURSE_ASKED')('RECOURSE_REQUESTED')).toBe(true);
    expect(inCategory('staff', 'RECOURSE_ASKED')('RECOURSE_REVIEWED_CRUI')).toBe(false);
    expect(inCategory('staff', 'MINISTERIAL_RECOURSE_ASKED')('MINISTERIAL_RECOURSE_REQUESTED')).toBe(true);
    expect(inCategory('staff', 'MINISTERIAL_RECOURSE_ASKED')('RECOURSE_REQUESTED')).toBe(false);
  });

  it('reads the monitoring categories from the monitoring tables (issue 18), never from the phase alone', () => {
    expect(categoryConditionOf('staff', 'PROJECT_MONITORING_POST_CRUI')).toEqual({ monitoring: 'POST_CRUI' });
    expect(categoryConditionOf('staff', 'MONITORING_ACTION_TO_BE_REALISED')).toEqual({ monitoring: 'ACTIONS' });
    expect(inCategory('staff', 'PROJECT_MONITORING_POST_CRUI')('REVIEWED_IN_CRUI')).toBe(false);
  });

  it('answers null (an empty page) for the categories no phase feeds yet, in every audience', () => {
    for (const category of NOT_YET_FED_PROJECT_CATEGORIES) {
      expect(categoryConditionOf('staff', category), category).toBeNull();
      expect(categoryConditionOf('cruiMember', category), category).toBeNull();
    }
    expect(categoryConditionOf('staff', undefined)).toBeUndefined();
    expect(categoryConditionOf('cruiMember', undefined)).toEqual({});
  });

  it('only lists known categories on dashboards and tabs', () => {
    const all = [...Object.values(DASHBOARD_CATEGORIES).flat(), ...Object.values(STAFF_LIST_CATEGORIES).flat()];
    for (const c of all) expect(PROJECT_LIST_CATEGORIES).toContain(c);
    expect(DASHBOARD_CATEGORIES.advisor).toEqual([
      'DRAFT',
      'SUBMITED',
      'ACTIONS',
      'RECOURSE_ASKED',
      'PROJECT_COMMISSION_PV_TO_SIGN',
    ]);
  });
});
