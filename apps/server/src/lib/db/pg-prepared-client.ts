import pg from 'pg';
import { isCacheableSql } from './pglite-statements.ts';

// Past this many distinct statements (e.g. IN lists of every length) new ones run unnamed.
const maxNamedStatements = 1000;
const statementNames = new Map<string, string>();

const nameOf = (sql: string): string | undefined => {
  const known = statementNames.get(sql);
  if (known !== undefined || statementNames.size >= maxNamedStatements) return known;
  const name = `hanpan_${statementNames.size + 1}`;
  statementNames.set(sql, name);
  return name;
};

/**
 * A pg client that runs plain data statements as named prepared statements: each connection
 * parses and plans one once instead of on every call (PostgreSQL re-plans it itself when a
 * table it uses changes). The names are shared by every connection of the process.
 */
export class PreparedStatementClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: pg's query() has many overloads; only (text, values) is rewritten.
  override query(config: any, values?: any, callback?: any): any {
    if (typeof config === 'string' && Array.isArray(values) && isCacheableSql(config)) {
      const name = nameOf(config);
      if (name !== undefined) return super.query({ name, text: config, values }, callback);
    }
    return super.query(config, values, callback);
  }
}
