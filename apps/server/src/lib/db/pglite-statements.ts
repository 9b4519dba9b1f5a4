import { type PGlite, parse, protocol, type Results } from '@electric-sql/pglite';

const { serialize } = protocol;

const cacheableSql = /^\s*(select|insert|update|delete|with)\b/i;
// Catalog reads (migrations, introspection) are rare, and a kept plan of one can trip over a
// schema another connection drops meanwhile (PostgreSQL 3F000 in has_schema_privilege).
const catalogSql = /\b(pg_catalog|information_schema)\b/i;

/** Whether a statement is kept prepared: plain data statements only, never DDL, transaction control or catalog reads. */
export const isCacheableSql = (sql: string): boolean => cacheableSql.test(sql) && !catalogSql.test(sql);
const defaultMaxStatements = 500;

type Statement = { name: string; paramOids: number[] };

const concat = (parts: readonly Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
};

/**
 * Runs SQL on one PGlite backend as named prepared statements, each sent as one protocol batch.
 * `PGlite.query` parses, plans and describes every call in six round trips into the WASM backend,
 * and planning reads every table's size through the emulated file system (lseek -> fstat): a
 * cached statement is planned once (Postgres re-plans it itself when a table it uses changes).
 * The caller must hold the connection: nothing here is safe to interleave.
 */
export class PGliteStatements {
  readonly #pglite: PGlite;
  // Map order is least recently used first.
  readonly #cache = new Map<string, Statement>();
  // Statements to close with the next batch: evicted ones, and ones whose Parse may have failed.
  #toClose: string[] = [];
  #counter = 0;
  readonly #maxStatements: number;

  constructor(pglite: PGlite, maxStatements = defaultMaxStatements) {
    this.#pglite = pglite;
    this.#maxStatements = maxStatements;
  }

  /** Runs one statement with its parameters and returns PGlite's parsed result. */
  async run(sql: string, params: readonly unknown[]): Promise<Results> {
    if (!isCacheableSql(sql)) return this.#runUnnamed(sql, params);
    const statement = this.#cache.get(sql) ?? (await this.#prepare(sql));
    this.#cache.delete(sql);
    this.#cache.set(sql, statement);
    return this.#execute(statement.name, this.#serialize(params, statement.paramOids));
  }

  async #prepare(sql: string): Promise<Statement> {
    const name = `hanpan_${++this.#counter}`;
    let messages: Awaited<ReturnType<PGlite['execProtocolStream']>>;
    try {
      messages = await this.#send([
        serialize.parse({ name, text: sql }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]);
    } catch (error) {
      this.#toClose.push(name);
      throw error;
    }
    const statement = { name, paramOids: parse.parseDescribeStatementResults(messages) };
    if (this.#cache.size >= this.#maxStatements) {
      const [oldestSql, oldest] = this.#cache.entries().next().value as [string, Statement];
      this.#cache.delete(oldestSql);
      this.#toClose.push(oldest.name);
    }
    return statement;
  }

  async #runUnnamed(sql: string, params: readonly unknown[]): Promise<Results> {
    if (params.length > 0) return this.#pglite.query(sql, [...params]);
    return this.#execute('', [], serialize.parse({ text: sql }));
  }

  async #execute(name: string, values: (string | null)[], parseMessage?: Uint8Array): Promise<Results> {
    const messages = await this.#send([
      ...(parseMessage ? [parseMessage] : []),
      serialize.bind({ statement: name, values }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    ]);
    const [result] = parse.parseResults(messages, this.#pglite.parsers);
    if (!result) throw new Error('PGlite returned no result');
    return result;
  }

  // Same text forms as PGlite.query: its serializer for the parameter's type, else toString.
  #serialize(params: readonly unknown[], paramOids: readonly number[]): (string | null)[] {
    return params.map((param, index) => {
      if (param === null || param === undefined) return null;
      const serializer = this.#pglite.serializers[paramOids[index] ?? 0];
      return serializer ? serializer(param) : String(param);
    });
  }

  #send(parts: Uint8Array[]) {
    const closes = this.#toClose.map((name) => serialize.close({ type: 'S', name }));
    this.#toClose = [];
    return this.#pglite.execProtocolStream(concat([...closes, ...parts]), { syncToFs: false });
  }
}
