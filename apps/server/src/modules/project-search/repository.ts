import type { TProjectSearchCriteria } from '@cri/shared/schemas/project-search';
import { and, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/accounts.ts';
import { projectLands } from '../../db/schema/project-infos.ts';
import { projectProcedures, projects } from '../../db/schema.ts';
import { containsPattern as contains, escapeLike, indexedPart, wordEndsPattern } from '../../lib/like-pattern.ts';

/** The largest value of an integer column: a longer run of digits is no title number. */
const INT_MAX = 2_147_483_647;

/**
 * `value ilike '%text%'`, asked of the value's trigram index for the text's distinctive part only (its digits,
 * `indexedPart`, decision 124) and the whole text compared on the rows found. `(value || '')` is not the indexed
 * expression, so the planner keeps the whole text's trigrams out of the index's search.
 */
function containing(value: SQL | PgColumn, text: string): SQL {
  const part = indexedPart(text);
  return part === null
    ? ilike(value, contains(text))
    : sql`(${ilike(value, contains(part))} and (${value} || '') ilike ${contains(text)})`;
}

/**
 * The files whose name contains the text, in any case: the lower-case name (`name_lower`, written by the database) LIKE
 * the text in lower case (decision 125). Its trigram index is asked for the text's digits (decision 124) or its words'
 * ends (`wordEndsPattern`) when they are fewer trigrams than the whole text, which is then compared on the rows found.
 */
function nameContaining(text: string): SQL {
  const digits = indexedPart(text);
  const asked = digits === null ? wordEndsPattern(text) : contains(digits);
  const whole = sql`lower(${contains(text)})`;
  return asked === null
    ? sql`${projects.nameLower} like ${whole}`
    : sql`(${projects.nameLower} like ${asked} and (${projects.nameLower} || '') like ${whole})`;
}

/**
 * The accounts whose "first last" or "last first" name contains the text, as a sub-select the planner runs once
 * (decision 100): read through the trigram indexes of the two expressions (migration 0032), then the files by
 * `projects_user_idx`, instead of probing the accounts table once per file of the region or the country.
 */
const investorAccounts = (text: string): SQL =>
  sql`select u.id from ${users} u where ${containing(sql`(u.first_name || ' ' || u.last_name)`, text)}
    or ${containing(sql`(u.last_name || ' ' || u.first_name)`, text)}`;

/**
 * The files of the parcels a land number designates (decision 100): the title number (digits, exactly as written),
 * a "title/index" written whole, or part of a requisition number. Each branch carries a condition its index can
 * serve (the title number as an integer: `project_lands_title_idx`; the requisition: its trigram index of migration
 * 0032) beside the exact test, so the parcels are found by index and the files by their primary key.
 */
function parcelsMatching(landNumber: string): SQL {
  const digits = landNumber.replace(/\D/g, '');
  const title = digits !== '' && digits.length <= 10 && Number(digits) <= INT_MAX ? Number(digits) : null;
  const slash = /^\s*(\d{1,10})\s*\//.exec(landNumber);
  const slashTitle = slash && Number(slash[1]) <= INT_MAX ? Number(slash[1]) : null;
  return sql`select l.project_id from ${projectLands} l where ${sql.join(
    [
      title === null ? undefined : sql`(l.title_number = ${title} and l.title_number::text = ${digits})`,
      slashTitle === null
        ? undefined
        : sql`(l.title_number = ${slashTitle}
            and l.title_number::text || '/' || coalesce(l.title_index, '') ilike ${escapeLike(landNumber)})`,
      sql`l.registration_requisition_number ilike ${contains(landNumber)}`,
    ].filter((x): x is SQL => x !== undefined),
    sql` or `,
  )}`;
}

/**
 * The search criteria as one SQL condition on projects (region scoping is added by the lists service).
 * Name (in lower case, with LIKE) and reference (ILIKE) are served by the trigram indexes; the investor and the land number are
 * sub-selects read by their own indexes (decision 100); the procedure is an EXISTS probe on its indexed project_id. Every user text reaches ILIKE escaped (lib/like-pattern.ts):
 * `%` and `_` match themselves, so "%%%" is a search for that text, not for every file.
 */
export function criteriaCondition(c: TProjectSearchCriteria): SQL | undefined {
  return and(
    c.region ? eq(projects.regionId, c.region) : undefined,
    c.province ? eq(projects.provinceId, c.province) : undefined,
    c.name ? nameContaining(c.name) : undefined,
    c.reference ? containing(projects.reference, c.reference) : undefined,
    c.investor
      ? sql`(${containing(projects.companyCorporateName, c.investor)}
          or upper(${projects.representativeIdentityDocumentNumber}) = upper(${c.investor})
          or ${projects.userId} = any(array(${investorAccounts(c.investor)})))`
      : undefined,
    c.landNumber ? sql`${projects.id} in (${parcelsMatching(c.landNumber)})` : undefined,
    c.procedure
      ? sql`exists (select 1 from ${projectProcedures} pp where pp.project_id = ${projects.id}
          and pp.procedure_id = ${c.procedure} and pp.active)`
      : undefined,
  );
}
