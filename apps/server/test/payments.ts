import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/lib/db/database.ts';
import { createMember, createStaffRow, fundMember, signIn } from './factories.ts';
import { postJson } from './http.ts';

/** A factory member, funded with `cash` through the ledger, and their session cookie. */
export async function signedInMember(app: FastifyInstance, db: Db, cash = 0n) {
  const member = await createMember(db);
  if (cash > 0n) await fundMember(db, member.id, cash);
  return { ...member, cookie: await signIn(app, member) };
}

/** POST /api/amount/charge with a fresh Idempotency-Key unless one is given. */
export function sendCharge(app: FastifyInstance, cookie: string, body: unknown, key = `k-${randomUUID()}`) {
  return postJson(app, '/api/amount/charge', body, { cookie, headers: { 'idempotency-key': key } });
}

/** POST /api/amount/exchange with the member's exchange password (factory members' is their login password). */
export function sendExchange(
  app: FastifyInstance,
  member: { cookie: string; password: string },
  amount: unknown,
  key = `k-${randomUUID()}`,
) {
  return postJson(
    app,
    '/api/amount/exchange',
    { amount, exchangePassword: member.password },
    { cookie: member.cookie, headers: { 'idempotency-key': key } },
  );
}

/** A staff row and the actor the payments service takes for it. */
export async function staffActor(db: Db, role: 'finance' | 'owner' = 'finance') {
  const staff = await createStaffRow(db, role);
  return { ...staff, actor: { staffId: staff.id, ip: '10.9.9.9' } };
}

/** The member's withdrawal requests, oldest first. */
export function exchangeRowsOf(db: Db, memberId: number) {
  return db
    .selectFrom('exchange_request')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();
}

/** The sum the member has held in pending withdrawals. */
export async function pendingHoldsOf(db: Db, memberId: number): Promise<bigint> {
  const rows = await exchangeRowsOf(db, memberId);
  return rows.filter((row) => row.status === 'pending').reduce((sum, row) => sum + row.amount, 0n);
}
