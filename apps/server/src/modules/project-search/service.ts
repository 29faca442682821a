import type { TAccessClaims } from '@cri/shared/schemas/auth';
import type { TProjectSearchCriteria, TProjectSearchResponse } from '@cri/shared/schemas/project-search';
import type { ServiceContext } from '../../core/service-context.ts';
import { listMatching } from '../projects/list-service.ts';
import { criteriaCondition } from './repository.ts';

/**
 * POST /projects/search and /projects/filter: the files the caller may see (their region; a CRUI member
 * the files shared with them; national roles every region) meeting every given criterion, most recently
 * changed first. /filter also narrows to a list category.
 */
export async function searchProjects(
  ctx: ServiceContext,
  user: TAccessClaims,
  criteria: TProjectSearchCriteria,
  opts: { withCategory: boolean },
): Promise<TProjectSearchResponse> {
  const page = await listMatching(ctx, user, {
    filter: criteriaCondition(criteria),
    projectCategory: opts.withCategory ? (criteria.projectCategory ?? undefined) : undefined,
    page: criteria.page,
    size: criteria.size,
    byTextIndex: [criteria.name, criteria.reference, criteria.investor, criteria.landNumber].some(Boolean),
  });
  return { list: page.rows, pageCount: page.pageCount, totalElements: page.total };
}
