import type { AccountLimits, LimitSaved } from '@hanpan/core/api/protection';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/lib/db/database.ts';
import { envelope, postJson } from './http.ts';

/** POST a member's protection call and read its envelope. */
export async function callProtection<T = AccountLimits>(
  app: FastifyInstance,
  cookie: string,
  path: string,
  body: unknown = {},
) {
  const response = await postJson(app, `/api/account/${path}`, body, { cookie });
  return { status: response.statusCode, ...envelope<T>(response) };
}

/** Sets one of the member's own limits through the API; throws when refused. */
export async function saveOwnLimit(
  app: FastifyInstance,
  cookie: string,
  body: { kind: string; window: string; amount: number | null },
): Promise<LimitSaved> {
  const reply = await callProtection<LimitSaved>(app, cookie, 'limits/save', body);
  if (reply.code !== 0 || !reply.data) throw new Error(`Limit not saved: ${JSON.stringify(reply)}`);
  return reply.data;
}

/** The view of one limit in a limits page. */
export const limitOf = (limits: AccountLimits | undefined, kind: string, window: string) =>
  limits?.limits.find((limit) => limit.kind === kind && limit.window === window);

/** The member's stored protection rows (what a refused call must leave as it was). */
export async function protectionRowsOf(db: Db, memberId: number) {
  const [protection, limits] = await Promise.all([
    db.selectFrom('member_protection').selectAll().where('member_id', '=', memberId).executeTakeFirst(),
    db
      .selectFrom('protection_limit')
      .selectAll()
      .where('member_id', '=', memberId)
      .orderBy('kind')
      .orderBy('window')
      .execute(),
  ]);
  return { protection, limits };
}

/** Writes a block straight into the member's row (a block that committed while their session lived on). */
export async function writeTestBlock(
  db: Db,
  memberId: number,
  kind: 'timeout' | 'selfExclusion',
  until: Date,
) {
  await db
    .updateTable('member_protection')
    .set({ block_kind: kind, block_until: until, block_started_at: new Date() })
    .where('member_id', '=', memberId)
    .execute();
}
