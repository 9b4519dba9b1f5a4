import * as authSchemas from '@hanpan/core/api/auth';
import * as bettingSchemas from '@hanpan/core/api/betting';
import * as boardSchemas from '@hanpan/core/api/boards';
import * as casinoSchemas from '@hanpan/core/api/casino';
import * as casinoWalletSchemas from '@hanpan/core/api/casino-wallet';
import * as minigameBetSchemas from '@hanpan/core/api/minigame-bets';
import * as minigameSchemas from '@hanpan/core/api/minigames';
import * as paymentSchemas from '@hanpan/core/api/payments';
import * as promotionSchemas from '@hanpan/core/api/promotions';
import * as sportsSchemas from '@hanpan/core/api/sports';
import * as sportsPreferencesSchemas from '@hanpan/core/api/sports-preferences';
import * as staffSchemas from '@hanpan/core/api/staff';
import * as staffCasinoSchemas from '@hanpan/core/api/staff-casino';
import * as staffPromotionSchemas from '@hanpan/core/api/staff-promotions';
import * as staffSportsSchemas from '@hanpan/core/api/staff-sports';
import * as walletSchemas from '@hanpan/core/api/wallet';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../src/lib/db/database.ts';

/** A route of the app as Fastify registered it (HEAD left out: Fastify answers it with GET's handler). */
export type AppRoute = { method: string; url: string };

const treeLine = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/;

/**
 * Every route of the app, read from `printRoutes` (a radix tree: each line's segment continues its
 * parent's path), so a route added anywhere is listed without touching this file.
 */
export function listRoutes(app: FastifyInstance): AppRoute[] {
  const paths: string[] = [];
  const routes: AppRoute[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = treeLine.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = (paths[depth - 1] ?? '') + (match[2] ?? '');
    paths.length = depth;
    paths.push(path);
    for (const method of match[3]?.split(', ') ?? [])
      if (method !== 'HEAD') routes.push({ method, url: path });
  }
  return routes;
}

/** A concrete URL for a route: parameters and wildcards filled in. */
export function concreteUrl(route: AppRoute): string {
  return route.url.replace(/:[^/]+/g, '1').replace(/\*$/, 'fuzz');
}

/**
 * Tables a refused call may still write: the staff audit log (refused staff actions and failed
 * logins are audited), the sessions (last-seen touches; sign-in and logout end them), and the
 * money calls' idempotent replies (a business refusal of a well-typed body, e.g. too little cash,
 * is stored under its key so a retry gets the same reply; a money change would also show in the
 * ledger and request tables, which are checked).
 */
export const allowedWriteTables = [
  'audit_log',
  'member_session',
  'staff_session',
  'idempotent_reply',
  // Player tokens a member's launch makes (a session of a game, like member_session).
  'casino_token',
  // The member's protection settings row: /account/limits/skipAsk takes an empty body and records the
  // answer, /realityCheck a well-typed interval. A block there would end the member's sessions, which
  // the fuzz catches; the limits themselves (protection_limit) stay checked.
  'member_protection',
] as const;

/** An md5 of every row of every other table in the current schema, by table name. */
export async function businessChecksums(db: Db): Promise<Record<string, string>> {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db);
  const sums: Record<string, string> = {};
  for (const { name } of tables.rows) {
    if ((allowedWriteTables as readonly string[]).includes(name)) continue;
    const row = await sql<{ sum: string }>`
      select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum from ${sql.table(name)} t`.execute(
      db,
    );
    sums[name] = row.rows[0]?.sum ?? '';
  }
  return sums;
}

const coreSchemaModules = [
  authSchemas,
  bettingSchemas,
  boardSchemas,
  casinoSchemas,
  casinoWalletSchemas,
  minigameSchemas,
  minigameBetSchemas,
  paymentSchemas,
  promotionSchemas,
  sportsSchemas,
  sportsPreferencesSchemas,
  staffSchemas,
  staffCasinoSchemas,
  staffPromotionSchemas,
  staffSportsSchemas,
  walletSchemas,
];

const collectKeys = (schema: unknown, keys: Set<string>, depth = 0): void => {
  if (depth > 6) return;
  if (schema instanceof z.ZodObject) {
    for (const [key, field] of Object.entries(schema.shape)) {
      keys.add(key);
      collectKeys(field, keys, depth + 1);
    }
  } else if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) {
    collectKeys(schema.unwrap(), keys, depth + 1);
  } else if (schema instanceof z.ZodDefault) {
    collectKeys(schema.def.innerType, keys, depth + 1);
  } else if (schema instanceof z.ZodArray) {
    collectKeys(schema.element, keys, depth + 1);
  } else if (schema instanceof z.ZodUnion) {
    for (const option of schema.options) collectKeys(option, keys, depth + 1);
  }
};

// A value each schema would accept, strings aside: so a refused string is the only fault and the
// call gets as far as it can (a poisoned name with a valid amount reaches the deposit's insert).
const plausibleValue = (schema: unknown, text: string, depth = 0): unknown => {
  if (depth > 6) return null;
  if (schema instanceof z.ZodString) return text;
  if (schema instanceof z.ZodNumber) return 1;
  if (schema instanceof z.ZodUnknown) return 10_000;
  if (schema instanceof z.ZodBoolean) return true;
  if (schema instanceof z.ZodEnum) return schema.options[0];
  if (schema instanceof z.ZodLiteral) return schema.value;
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) {
    return plausibleValue(schema.unwrap(), text, depth + 1);
  }
  if (schema instanceof z.ZodDefault) return plausibleValue(schema.def.innerType, text, depth + 1);
  if (schema instanceof z.ZodPipe) return plausibleValue(schema.def.in, text, depth + 1);
  if (schema instanceof z.ZodArray) return [plausibleValue(schema.element, text, depth + 1)];
  if (schema instanceof z.ZodUnion) return plausibleValue(schema.options[0], text, depth + 1);
  if (schema instanceof z.ZodObject) {
    const entries = Object.entries(schema.shape).map(([key, field]) => [
      key,
      plausibleValue(field, text, depth + 1),
    ]);
    return Object.fromEntries(entries);
  }
  return null;
};

/**
 * One body holding every field of every core request schema (the first schema to name a field
 * decides its value), each acceptable except that every string is `text`; `overrides` win.
 */
export function plausibleBody(
  text: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const module of coreSchemaModules) {
    for (const value of Object.values(module)) {
      if (!(value instanceof z.ZodObject)) continue;
      for (const [key, field] of Object.entries(value.shape)) {
        if (!(key in body)) body[key] = plausibleValue(field, text);
      }
    }
  }
  return { ...body, amount: 10_000, ...overrides };
}

/** Every field name of every request schema in core (so the fuzz hits real fields of every call). */
export function coreFieldNames(): string[] {
  const keys = new Set<string>();
  for (const module of coreSchemaModules) for (const value of Object.values(module)) collectKeys(value, keys);
  return [...keys].sort();
}

/** One malformed request: the raw payload with its content type, plus optional query string and headers. */
export type FuzzBody = {
  name: string;
  contentType: string;
  payload: string | Buffer;
  query?: string;
  headers?: Record<string, string>;
};

const json = (name: string, value: unknown, extra: Partial<FuzzBody> = {}): FuzzBody => ({
  name,
  contentType: 'application/json',
  payload: JSON.stringify(value),
  ...extra,
});
const form = (name: string, payload: string): FuzzBody => ({
  name,
  contentType: 'application/x-www-form-urlencoded',
  payload,
});
const everyField = (keys: string[], value: unknown) => Object.fromEntries(keys.map((key) => [key, value]));

/** Strings PostgreSQL cannot store, or that every text field refuses (NUL, lone surrogates, controls). */
export const refusedStrings = ['a\u0000b', '\u0000', 'x\uD800', '\uDFFFy', 'a\u001Bb\u0085', 'a\nb\u0000'];

/**
 * The fixed malformed bodies every route gets, as every caller. `overrides` go into the plausible
 * bodies (e.g. the fuzzing member's id), so those calls reach their database writes.
 */
export function malformedBodies(keys: string[], overrides: Record<string, unknown> = {}): FuzzBody[] {
  const huge = 'a'.repeat(1024 * 1024 - 64);
  return [
    ...refusedStrings.map((text) =>
      json(`plausible body, strings ${JSON.stringify(text)}`, plausibleBody(text, overrides)),
    ),
    json('NUL in every field', everyField(keys, 'a\u0000b')),
    json('lone surrogate in every field', everyField(keys, 'x\uD800')),
    json('controls in every field', everyField(keys, 'a\u001Bb\u007F')),
    json('numbers for strings', everyField(keys, 123)),
    json('letters for numbers', everyField(keys, 'abc')),
    json('arrays for every field', everyField(keys, ['a\u0000'])),
    json('objects for every field', everyField(keys, { a: '\u0000' })),
    json('nulls and booleans', {
      ...everyField(keys.slice(0, keys.length / 2), null),
      ...everyField(keys.slice(keys.length / 2), true),
    }),
    json('an array body', [{}]),
    json('a string body', 'a\u0000'),
    json('a number body', 0),
    json('null body', null),
    json('huge string', { [keys[0] ?? 'a']: huge }),
    {
      name: 'deeply nested arrays',
      contentType: 'application/json',
      payload: `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
    },
    {
      name: 'deeply nested objects',
      contentType: 'application/json',
      payload: `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`,
    },
    {
      name: 'over the body limit',
      contentType: 'application/json',
      payload: JSON.stringify({ a: `${huge}${huge}` }),
    },
    { name: 'broken JSON', contentType: 'application/json', payload: '{"loginId": "a' },
    { name: 'JSON with single quotes', contentType: 'application/json', payload: "{'a': 1}" },
    {
      name: 'invalid UTF-8 bytes',
      contentType: 'application/json',
      payload: Buffer.concat([
        Buffer.from(`{${keys.map((key) => `"${key}":"`).join('x",')}`),
        Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0xed, 0xa0, 0x80]),
        Buffer.from('"}'),
      ]),
    },
    {
      name: 'escaped NUL',
      contentType: 'application/json',
      payload: '{"loginId":"\\u0000","query":"\\u0000\\ud800"}',
    },
    {
      name: '__proto__ key',
      contentType: 'application/json',
      payload: '{"__proto__":{"isAdmin":true},"a":1}',
    },
    json('constructor.prototype key', { constructor: { prototype: { isAdmin: true } } }),
    form(
      'form with NUL and bad percent escapes',
      'loginId=a%00b&loginPassword=%FF%FE&query=%ED%A0%80&nick=%',
    ),
    form('form prototype keys', '__proto__[isAdmin]=1&constructor[prototype][x]=1&__proto__=1'),
    form('form with controls in every field', keys.map((key) => `${key}=a%1Bb%7F`).join('&')),
    { name: 'text/plain', contentType: 'text/plain', payload: 'a\u0000' },
    json(
      'poisoned query string and headers',
      {},
      {
        query: 'loginId=%00&page=%FF&id=-1&__proto__[x]=1',
        headers: { 'idempotency-key': 'abc\u0000defghij' },
      },
    ),
  ];
}

/** A JSON value whose every leaf is wrong for any field: a refused string, a fraction, a negative or huge number. */
const poisonedLeaf = fc.oneof(
  fc.constantFrom(...refusedStrings),
  fc
    .tuple(fc.string({ maxLength: 20, unit: 'binary' }), fc.constantFrom(...refusedStrings))
    .map(([text, bad]) => `${text}${bad}`),
  fc.constantFrom(-0.5, 1.5, -1, 1e300, -1e300),
  fc.constant(null),
);

/** `count` seeded fast-check bodies: objects over the core field names with poisoned values, or odd shapes. */
export function generatedBodies(keys: string[], seed: number, count: number): FuzzBody[] {
  const value = fc.letrec((tie) => ({
    tree: fc.oneof(
      { depthSize: 'small' },
      poisonedLeaf,
      fc.array(tie('tree'), { maxLength: 3 }),
      tie('object'),
    ),
    object: fc.dictionary(fc.constantFrom(...keys, '__proto__', 'constructor'), tie('tree'), { maxKeys: 6 }),
  }));
  const body = fc.oneof(value.object, value.tree);
  return fc
    .sample(body, { seed, numRuns: count })
    .map((sample, index) => json(`generated #${index}`, sample));
}
