import {
  emptySearchProjectForm,
  PROJECT_SEARCH_PATHS,
  SEARCH_TEXT_CRITERIA,
  searchRequestOf,
  type TProjectSearchRequest,
  type TSearchProjectForm,
  ZSearchProjectForm,
} from '@cri/shared/schemas/project-search';

/** The results page URL of a valid form: only the criteria in use, so the page can be bookmarked. */
export function resultsUrlOf(form: TSearchProjectForm): string {
  const req = searchRequestOf(form);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(req)) {
    if (key === 'page' || key === 'size' || value === null || value === undefined) continue;
    params.set(key, String(value));
  }
  return `${PROJECT_SEARCH_PATHS.results}?${params.toString()}`;
}

/** The form a results URL stands for (to show the criteria and prefill the popover), or null if invalid. */
export function formOfParams(params: URLSearchParams): TSearchProjectForm | null {
  const id = (key: string) => {
    const n = Number(params.get(key) ?? 0);
    return Number.isInteger(n) && n > 0 ? n : 0;
  };
  const form: TSearchProjectForm = { ...emptySearchProjectForm(id('region')), province: id('province'), byName: false };
  for (const field of SEARCH_TEXT_CRITERIA) {
    const value = params.get(field);
    if (value) {
      form[field] = value;
      form[`by${field[0]?.toUpperCase()}${field.slice(1)}` as 'byName'] = true;
    }
  }
  if (id('procedure') > 0) {
    form.byProcedure = true;
    form.procedure = id('procedure');
  }
  return ZSearchProjectForm.safeParse(form).success ? form : null;
}

export function requestOfParams(params: URLSearchParams, page: number, size: number): TProjectSearchRequest | null {
  const form = formOfParams(params);
  return form ? searchRequestOf(form, page, size) : null;
}
