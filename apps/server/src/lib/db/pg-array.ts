import { type RawBuilder, sql } from 'kysely';

// Bulk statements pass each column as one array parameter (`unnest($1::bigint[], $2::text[])`): one
// parameter per column whatever the row count, the same on pg and PGlite. The array travels as its text
// literal, cast in SQL, so neither driver has to know how to serialize JavaScript arrays or bigints.

type Element = bigint | number | string | boolean | null;

const literalOf = (value: Element): string => {
  if (value === null) return 'NULL';
  if (typeof value === 'string') return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  if (typeof value === 'number' && !Number.isFinite(value)) throw new Error(`Not a finite number: ${value}`);
  return String(value);
};

/** The PostgreSQL array literal of the values (text always quoted, null as NULL). */
export function arrayLiteral(values: readonly Element[]): string {
  return `{${values.map(literalOf).join(',')}}`;
}

/** The values as one array parameter of the given element type, e.g. `arrayOf(ids, 'bigint')`. */
export function arrayOf(
  values: readonly Element[],
  type: 'bigint' | 'integer' | 'smallint' | 'text' | 'boolean',
): RawBuilder<unknown> {
  return sql`${arrayLiteral(values)}::${sql.raw(type)}[]`;
}
