import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';

/** A node of PostgreSQL's `EXPLAIN (FORMAT JSON)` plan, with the fields the plan tests read. */
export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Filter?: string;
  'Plan Rows': number;
  Plans?: PlanNode[];
}

/** The plan PostgreSQL (or PGlite, which returns the JSON as text) chooses for a statement, not run. */
export async function queryPlan(db: DbOrTx, query: SQL): Promise<PlanNode> {
  const res = await db.execute(sql`explain (format json) ${query}`);
  const cell = (res.rows[0] as Record<string, unknown>)['QUERY PLAN'];
  return ((typeof cell === 'string' ? JSON.parse(cell) : cell) as [{ Plan: PlanNode }])[0].Plan;
}

/** The plan's nodes, the root first, depth first. */
export const planNodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(planNodes)];
