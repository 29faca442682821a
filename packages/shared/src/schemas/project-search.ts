import { z } from 'zod';
import { SEARCH_MIN_LENGTH } from '../limits.ts';
import { PROJECT_LIST_CATEGORIES, ZProjectListRow } from './project-lists.ts';

/**
 * Project search (spec 1 §2.4 search popover, spec 2 §7 "Search"): POST /projects/search and
 * POST /projects/filter take the criteria region, province (0 = all, sent as null), name, reference,
 * landNumber (land title or requisition number), investor, procedure, page and size, and answer
 * { list, pageCount, totalElements } with the total also in the `projecttotalelements` header.
 * Text criteria need SEARCH_MIN_LENGTH letters or digits; name and reference are served by trigram indexes.
 */
export const PROJECT_SEARCH_PAGE_SIZE = 10;
export const PROJECT_SEARCH_MAX_SIZE = 50;
/** Bounded paging: deep pages of a broad search are not useful; narrow the criteria instead. */
export const PROJECT_SEARCH_MAX_PAGE = 500;
export const PROJECT_SEARCH_TEXT_MAX = 100;
export const SEARCH_TEXT_MESSAGE_KEY = 'searchBar.searchProjectForm.validationErrorTextField';

/**
 * The length the 3-character minimum counts: letters and digits only. Spaces, punctuation and `%` or `_`
 * (matched literally by the server) narrow nothing, so "%%%" or " - " is not a search by text.
 */
export const searchTextLength = (text: string): number => text.match(/[\p{L}\p{N}]/gu)?.length ?? 0;

const optionalId = z.number().int().min(0).max(2_147_483_647).nullish();
const text = z
  .string()
  .trim()
  .max(PROJECT_SEARCH_TEXT_MAX)
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || searchTextLength(v) >= SEARCH_MIN_LENGTH, { message: SEARCH_TEXT_MESSAGE_KEY });

export const ZProjectSearchRequest = z.object({
  region: optionalId.transform((v) => v || null),
  /** 0 (all provinces) is sent as null; both mean "any". */
  province: optionalId.transform((v) => v || null),
  name: text,
  reference: text,
  landNumber: text,
  investor: text,
  procedure: optionalId.transform((v) => v || null),
  /** POST /projects/filter: narrows to a list category (the lists' filter); ignored by /search. */
  projectCategory: z.enum(PROJECT_LIST_CATEGORIES).nullish(),
  page: z.number().int().min(0).max(PROJECT_SEARCH_MAX_PAGE).default(0),
  size: z.number().int().min(1).max(PROJECT_SEARCH_MAX_SIZE).default(PROJECT_SEARCH_PAGE_SIZE),
});
export type TProjectSearchRequest = z.input<typeof ZProjectSearchRequest>;
export type TProjectSearchCriteria = z.output<typeof ZProjectSearchRequest>;

export const ZProjectSearchResponse = z.object({
  list: z.array(ZProjectListRow),
  pageCount: z.number().int().min(0),
  totalElements: z.number().int().min(0),
});
export type TProjectSearchResponse = z.infer<typeof ZProjectSearchResponse>;

/**
 * The popover form (spec 1 §2.4, §5): a text criterion counts only when its checkbox is on, and then
 * needs at least 3 characters; the procedure is required when its checkbox is on. Province 0 = all.
 */
export const SEARCH_TEXT_CRITERIA = ['name', 'reference', 'landNumber', 'investor'] as const;
export type SearchTextCriterion = (typeof SEARCH_TEXT_CRITERIA)[number];

export const ZSearchProjectForm = z
  .object({
    region: z.number().int().min(0),
    province: z.number().int().min(0),
    byName: z.boolean(),
    name: z.string(),
    byReference: z.boolean(),
    reference: z.string(),
    byLandNumber: z.boolean(),
    landNumber: z.string(),
    byInvestor: z.boolean(),
    investor: z.string(),
    byProcedure: z.boolean(),
    procedure: z.number().int().min(0),
  })
  .superRefine((v, ctx) => {
    const flags = { name: v.byName, reference: v.byReference, landNumber: v.byLandNumber, investor: v.byInvestor };
    for (const field of SEARCH_TEXT_CRITERIA) {
      const value = v[field].trim();
      if (flags[field] && (searchTextLength(value) < SEARCH_MIN_LENGTH || value.length > PROJECT_SEARCH_TEXT_MAX)) {
        ctx.addIssue({ code: 'custom', path: [field], message: SEARCH_TEXT_MESSAGE_KEY });
      }
    }
    if (v.byProcedure && v.procedure <= 0) {
      ctx.addIssue({ code: 'custom', path: ['procedure'], message: 'searchBar.searchProjectForm.procedureRequired' });
    }
  });
export type TSearchProjectForm = z.infer<typeof ZSearchProjectForm>;

export const emptySearchProjectForm = (region = 0): TSearchProjectForm => ({
  region,
  province: 0,
  byName: true,
  name: '',
  byReference: false,
  reference: '',
  byLandNumber: false,
  landNumber: '',
  byInvestor: false,
  investor: '',
  byProcedure: false,
  procedure: 0,
});

/** The request of a valid form: unchecked criteria are left out, 0 ids sent as null. */
export function searchRequestOf(form: TSearchProjectForm, page = 0, size = PROJECT_SEARCH_PAGE_SIZE): TProjectSearchRequest {
  const textOf = (on: boolean, value: string) => (on && value.trim() ? value.trim() : null);
  return {
    region: form.region || null,
    province: form.province || null,
    name: textOf(form.byName, form.name),
    reference: textOf(form.byReference, form.reference),
    landNumber: textOf(form.byLandNumber, form.landNumber),
    investor: textOf(form.byInvestor, form.investor),
    procedure: form.byProcedure && form.procedure > 0 ? form.procedure : null,
    page,
    size,
  };
}

export { PROJECT_SEARCH_PATHS } from '../paths.ts';
