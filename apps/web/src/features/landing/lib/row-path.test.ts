import { describe, expect, it } from 'vitest';
import { dashboardRowPath } from './row-path.ts';

const row = (latestPhase: string | null) => ({ id: 7, latestPhase, cruiDate: null }) as Parameters<typeof dashboardRowPath>[2];

describe('dashboard rows land where the user acts', () => {
  it('ACTIONS: a file in review opens the file; a file listed for a follow-up action opens its actions', () => {
    expect(dashboardRowPath('staff', 'ACTIONS', row('IN_REVIEW'))).toBe('/projects/7');
    expect(dashboardRowPath('staff', 'ACTIONS', row('REVIEWED_IN_CRUI'))).toBe('/projects/7/follow-up-actions');
  });
  it('DOCUMENTS_TO_DELIVER: complements awaited open the file; a document request opens the actions; CRUI member always the actions', () => {
    expect(dashboardRowPath('staff', 'DOCUMENTS_TO_DELIVER', row('INVESTOR_EDITING'))).toBe('/projects/7');
    expect(dashboardRowPath('staff', 'DOCUMENTS_TO_DELIVER', row('REVIEWED_IN_CRUI'))).toBe('/projects/7/follow-up-actions');
    expect(dashboardRowPath('cruiMember', 'DOCUMENTS_TO_DELIVER', row('REVIEWED_IN_CRUI'))).toBe('/projects/7/follow-up-actions');
  });
  it('other lists open the file', () => {
    expect(dashboardRowPath('staff', 'SUBMITED', row('IN_REVIEW'))).toBe('/projects/7');
  });
});
