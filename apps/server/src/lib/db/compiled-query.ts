import { randomUUID } from 'node:crypto';
import type { Compilable, Kysely } from 'kysely';

/**
 * A query of one value, built and compiled once: each run only swaps its value into the parameters.
 * Kysely otherwise builds and compiles the query tree on every call, a sizeable share of the CPU of
 * the cheapest requests (the session lookup every API call makes).
 */
export function compileOnce<DB, V, R>(
  db: Kysely<DB>,
  build: (value: V) => Compilable<R>,
): (value: V) => Promise<R[]> {
  // A parameter no caller can pass stands for the value while the query compiles.
  const marker = `compile-once:${randomUUID()}`;
  const compiled = build(marker as V).compile();
  const at = compiled.parameters.indexOf(marker);
  if (at < 0 || compiled.parameters.lastIndexOf(marker) !== at) {
    throw new Error('compileOnce: the value must be exactly one parameter of the query');
  }
  return async (value) => {
    const parameters = [...compiled.parameters];
    parameters[at] = value;
    return (await db.executeQuery<R>({ ...compiled, parameters })).rows;
  };
}
