import { emptySearchProjectForm } from '@cri/shared/schemas/project-search';
import { describe, expect, it } from 'vitest';
import { formOfParams, requestOfParams, resultsUrlOf } from './search-params.ts';

describe('search results URL', () => {
  it('keeps only the criteria in use and reads them back', () => {
    const url = resultsUrlOf({
      ...emptySearchProjectForm(2),
      name: 'Hôtel',
      byInvestor: true,
      investor: 'Amrani',
      reference: 'x',
    });
    expect(url).toBe('/filtred-projects?region=2&name=H%C3%B4tel&investor=Amrani');
    const params = new URL(url, 'http://x').searchParams;
    expect(formOfParams(params)).toMatchObject({ region: 2, byName: true, name: 'Hôtel', byInvestor: true, byReference: false });
    expect(requestOfParams(params, 1, 10)).toMatchObject({
      region: 2,
      province: null,
      name: 'Hôtel',
      investor: 'Amrani',
      page: 1,
    });
  });

  it('refuses a URL with a too short criterion', () => {
    expect(formOfParams(new URLSearchParams('name=ab'))).toBeNull();
  });
});
