import pg from 'pg';

/**
 * Decision 123: every statement with parameters is sent as a named prepared statement, so PostgreSQL parses it
 * once per connection and, past its first five runs, may keep a generic plan instead of planning it again. Under
 * the mixed load of 200 users, planning was 23 of PostgreSQL's 35 seconds for 273 000 statements (pg_stat_statements):
 * every statement the ORM sends is unnamed, so parsed and planned on every run.
 *
 * The name is given by the statement's text (one name per distinct text in the process), so the same text always
 * has the same name on every connection and two texts never share one. Bounded: past `MAX_NAMES` distinct texts in
 * the process or `MAX_PER_CONNECTION` prepared on one connection (a statement built with a varying number of
 * parameters, `in ($1, …, $n)`, is one text per n), statements are sent unnamed, as before. Statements without
 * parameters (begin, commit, migrations) keep the simple protocol.
 */
export const MAX_NAMES = 5000;
export const MAX_PER_CONNECTION = 500;

const names = new Map<string, string>();

/** The name of a statement's text; undefined once the process has named `MAX_NAMES` texts. */
export function statementName(text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined) {
    if (names.size >= MAX_NAMES) return undefined;
    name = `cri_${names.size.toString(36)}`;
    names.set(text, name);
  }
  return name;
}

type QueryConfig = { text?: unknown; name?: unknown; values?: unknown };

/** A pooled connection that names its statements with parameters (decision 123). */
export class PreparingClient extends pg.Client {
  /** The names this connection has prepared (or is preparing). */
  readonly prepared = new Set<string>();

  // pg's query has a dozen overloads; this one only rewrites a config object and passes everything on as it came.
  // biome-ignore lint/suspicious/noExplicitAny: the overloads of pg.Client.query
  override query(...args: any[]): any {
    const [config, values] = args as [unknown, unknown];
    if (config !== null && typeof config === 'object' && !(config as QueryConfig).name) {
      const { text, values: own } = config as QueryConfig;
      const parameters = values ?? own;
      if (typeof text === 'string' && Array.isArray(parameters) && parameters.length > 0) {
        const name = statementName(text);
        if (name !== undefined && (this.prepared.has(name) || this.prepared.size < MAX_PER_CONNECTION)) {
          this.prepared.add(name);
          args[0] = { ...config, name };
        }
      }
    }
    // biome-ignore lint/suspicious/noExplicitAny: see above
    return (super.query as (...a: any[]) => any)(...args);
  }
}
