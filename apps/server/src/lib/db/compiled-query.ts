import { randomUUID } from 'node:crypto';
import {
  type Compilable,
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
} from 'kysely';
import type { Database } from './database.ts';

/**
 * A query of one value, built and compiled once: each run only swaps its value into the parameters.
 * Kysely otherwise builds and compiles the query tree on every call, a sizeable share of the CPU of
 * the cheapest requests (the session lookup every API call makes).
 */
export function compileOnce<DB, V, R>(
  db: Kysely<DB>,
  build: (value: V) => Compilable<R>,
): (value: V) => Promise<R[]> {
  const run = compileWithMarkers<[V], R>(1, (value) => build(value));
  return (value) => run(db, value);
}

/** Builds and compiles without a connection: the SQL of PostgreSQL, which both drivers (pg, PGlite) take. */
const offlineBuilder = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

/**
 * A query of several values built and compiled once, when the module loads; each run swaps its
 * values into the parameters and runs it on the given database or transaction. `build` must pass
 * each value straight to one parameter (a list as one array parameter: `= any(${ids}::text[])` with
 * the caller giving `arrayLiteral(ids)`), so it is refused at once otherwise.
 */
export function compileQuery<V extends readonly unknown[], R>(
  build: (builder: Kysely<Database>, ...values: V) => Compilable<R>,
): (executor: Kysely<Database>, ...values: V) => Promise<R[]> {
  return compileWithMarkers<V, R>(build.length - 1, (...values) => build(offlineBuilder, ...values));
}

function compileWithMarkers<V extends readonly unknown[], R>(
  count: number,
  build: (...values: V) => Compilable<R>,
): <DB>(executor: Kysely<DB>, ...values: V) => Promise<R[]> {
  // Parameters no caller can pass stand for the values while the query compiles.
  const run = randomUUID();
  const markers = Array.from({ length: count }, (_, index) => `compile-once:${run}:${index}`);
  const compiled = build(...(markers as unknown as V)).compile();
  const slots = markers.map((marker) => {
    const at = compiled.parameters.indexOf(marker);
    if (at < 0 || compiled.parameters.lastIndexOf(marker) !== at) {
      throw new Error('A compiled query: each value must be exactly one parameter of it');
    }
    return at;
  });
  return async (executor, ...values) => {
    const parameters = [...compiled.parameters];
    slots.forEach((slot, index) => {
      parameters[slot] = values[index];
    });
    return (await executor.executeQuery<R>({ ...compiled, parameters })).rows;
  };
}
