import type { TProjectSearchCriteria } from '@cri/shared/schemas/project-search';
import { and, eq, ilike, type SQL, sql } from 'drizzle-orm';
import { users } from '../../db/schema/accounts.ts';
import { projectLands } from '../../db/schema/project-infos.ts';
import { projectProcedures, projects } from '../../db/schema.ts';
import { containsPattern as contains, escapeLike } from '../../lib/like-pattern.ts';

/**
 * The search criteria as one SQL condition on projects (region scoping is added by the lists service).
 * Name and reference use ILIKE, served by the trigram indexes; investor, land and procedure are EXISTS
 * probes on the indexed project_id of their tables. Every user text reaches ILIKE escaped (lib/like-pattern.ts):
 * `%` and `_` match themselves, so "%%%" is a search for that text, not for every file.
 */
export function criteriaCondition(c: TProjectSearchCriteria): SQL | undefined {
  return and(
    c.region ? eq(projects.regionId, c.region) : undefined,
    c.province ? eq(projects.provinceId, c.province) : undefined,
    c.name ? ilike(projects.name, contains(c.name)) : undefined,
    c.reference ? ilike(projects.reference, contains(c.reference)) : undefined,
    c.investor
      ? sql`(${ilike(projects.companyCorporateName, contains(c.investor))}
          or upper(${projects.representativeIdentityDocumentNumber}) = upper(${c.investor})
          or exists (select 1 from ${users} u where u.id = ${projects.userId}
            and (u.first_name || ' ' || u.last_name ilike ${contains(c.investor)}
              or u.last_name || ' ' || u.first_name ilike ${contains(c.investor)})))`
      : undefined,
    c.landNumber
      ? sql`exists (select 1 from ${projectLands} l where l.project_id = ${projects.id}
          and (l.title_number::text = ${c.landNumber.replace(/\D/g, '') || '-'}
            or l.title_number::text || '/' || coalesce(l.title_index, '') ilike ${escapeLike(c.landNumber)}
            or l.registration_requisition_number ilike ${contains(c.landNumber)}))`
      : undefined,
    c.procedure
      ? sql`exists (select 1 from ${projectProcedures} pp where pp.project_id = ${projects.id}
          and pp.procedure_id = ${c.procedure} and pp.active)`
      : undefined,
  );
}
