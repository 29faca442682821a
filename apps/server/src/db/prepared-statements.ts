import pg from 'pg';

/**
 * Decision 123: a statement that reads or locks rows by their key (an id, a project's id) is sent as a named prepared
 * statement, so PostgreSQL parses it once per connection and, past its first five runs, keeps a generic plan instead
 * of planning it again: such a statement's best plan does not depend on the key's value. Under the mixed load of 200
 * users, planning was 23 of PostgreSQL's 35 seconds for 273 000 statements (pg_stat_statements), most of them such
 * lookups, parsed and planned on every run because the ORM sends its statements unnamed.
 *
 * Opt-in, statement by statement (`byKey`): naming every statement let PostgreSQL keep generic plans for lists and
 * counts whose best plan depends on their values (a status, a category, a flag), and at 1 000 000 files some of them
 * went from 0.02 ms to 15-70 ms (bench/README.md).
 *
 * The pool's connections (`PreparingClient`) give a named statement the name of its text (one per distinct text in the
 * process), so one name never stands for two texts (a statement with `in ($1, …, $n)` is one text per n). Bounded: past
 * `MAX_NAMES` texts in the process or `MAX_PER_CONNECTION` on one connection, statements are sent unnamed.
 */
export const MAX_NAMES = 5000;
export const MAX_PER_CONNECTION = 500;

/** The name `byKey` asks for; the pool's connections replace it with the name of the statement's text. */
const BY_KEY = 'by_key';

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

/**
 * Runs a query built by the ORM that reads or locks rows by their key, as a prepared statement (see above). For a
 * statement whose plan may depend on its values (a list, a count, a search), run the query as usual.
 */
export function byKey<T>(query: { prepare(name: string): { execute(): Promise<T> } }): Promise<T> {
  return query.prepare(BY_KEY).execute();
}

type QueryConfig = { text?: unknown; name?: unknown };

/**
 * A pooled connection that prepares the statements asked for by name, under the name of their text (decision 123);
 * with `prepareStatements: false` in its configuration (the pool passes its own), it sends them unnamed.
 */
export class PreparingClient extends pg.Client {
  /** The names this connection has prepared (or is preparing). */
  readonly prepared = new Set<string>();
  private readonly enabled: boolean;

  constructor(config?: pg.ClientConfig & { prepareStatements?: boolean }) {
    super(config);
    this.enabled = config?.prepareStatements !== false;
  }

  // pg's query has a dozen overloads; this one only renames a named config object and passes everything on.
  // biome-ignore lint/suspicious/noExplicitAny: the overloads of pg.Client.query
  override query(...args: any[]): any {
    const config = args[0] as unknown;
    if (config !== null && typeof config === 'object') {
      const { text, name } = config as QueryConfig;
      if (typeof name === 'string' && typeof text === 'string') {
        const named = this.enabled ? statementName(text) : undefined;
        const fits = named !== undefined && (this.prepared.has(named) || this.prepared.size < MAX_PER_CONNECTION);
        if (fits) this.prepared.add(named);
        args[0] = { ...config, name: fits ? named : undefined };
      }
    }
    // biome-ignore lint/suspicious/noExplicitAny: see above
    return (super.query as (...a: any[]) => any)(...args);
  }
}
