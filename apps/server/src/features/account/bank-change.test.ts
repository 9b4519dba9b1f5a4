import { accountText } from '@hanpan/core/api/account';
import {
  type BankChangeList,
  type BankChangeRequested,
  bankChangeText,
  type StaffBankChangePage,
} from '@hanpan/core/api/account-bank-change';
import { joinFormMessage } from '@hanpan/core/registration/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMember, signIn, uniqueBankAccount } from '../../../test/factories.ts';
import { envelope, postJson } from '../../../test/http.ts';
import { exchangeRowsOf, sendExchange, signedInMember } from '../../../test/payments.ts';
import { createStaff, postStaff, signInStaff } from '../../../test/staff-factories.ts';
import { useTestApp } from '../../../test/use-test-app.ts';

// 계좌 변경 (issue 27): a member's request for a new payout account, decided by staff; the payout
// account changes only on approval, one pending request per member, every staff action audited.

const t = useTestApp();

let operator: string;
let support: string;
beforeAll(async () => {
  operator = await signInStaff(t.app, await createStaff(t.db, { role: 'operator' }));
  support = await signInStaff(t.app, await createStaff(t.db, { role: 'support' }));
});

const call = <T>(url: string, cookie: string, body: unknown = {}) =>
  postJson(t.app, url, body, { cookie }).then((reply) => {
    const { code, data } = envelope<T>(reply);
    return { code, data };
  });

const staffCall = <T>(url: string, body: unknown, token = operator) =>
  postStaff(t.app, url, body, token).then((reply) => envelope<T>(reply));

const newAccount = () => ({ bankName: '신한은행', bankAccount: uniqueBankAccount(), bankHolder: '김철수' });

const requestChange = (member: { cookie: string; password: string }, fields = newAccount()) =>
  call<BankChangeRequested>('/api/account/bankChange', member.cookie, {
    ...fields,
    exchangePassword: member.password,
  });

const memberBankOf = (memberId: number) =>
  t.db
    .selectFrom('member')
    .select(['bank_name', 'bank_account', 'bank_holder'])
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();

const requestsOf = (memberId: number) =>
  t.db.selectFrom('bank_change_request').selectAll().where('member_id', '=', memberId).execute();

const auditOf = (action: string, memberId: number) =>
  t.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .where('target_id', '=', String(memberId))
    .execute();

const review = (id: number, approve: boolean, reason = '') =>
  staffCall<{ id: number; status: string }>('/api/staff/members/bankChanges/review', { id, approve, reason });

describe('POST /api/account/bankChange', () => {
  it('when staff approve a request, then the member account changes only then and the next withdrawal pays to the new account', async () => {
    const member = await signedInMember(t.app, t.db, 100_000n);
    const before = await memberBankOf(member.id);
    const fields = newAccount();
    const reply = await requestChange(member, fields);
    expect(reply.code).toBe(0);
    expect(reply.data).toMatchObject({
      message: bankChangeText.requested,
      request: {
        bankName: '신한은행',
        bankAccount: `****${fields.bankAccount.replace(/\D/g, '').slice(-4)}`,
        status: 'pending',
        reason: null,
        decidedAt: null,
      },
    });
    expect(await memberBankOf(member.id)).toEqual(before);

    const id = reply.data!.request.id;
    expect(await review(id, true)).toEqual({ code: 0, data: { id, status: 'approved' } });
    expect(await memberBankOf(member.id)).toEqual({
      bank_name: fields.bankName,
      bank_account: fields.bankAccount,
      bank_holder: fields.bankHolder,
    });
    expect(envelope(await sendExchange(t.app, member, 10_000)).code).toBe(0);
    const [exchange] = await exchangeRowsOf(t.db, member.id);
    expect(exchange).toMatchObject({ bank_account: fields.bankAccount, bank_name: '신한은행' });
    const [audit] = await auditOf('member.bankChange.approve', member.id);
    expect(audit).toMatchObject({ before: { bankAccount: before.bank_account } });
  });

  it('when staff reject with a reason, then the member sees it and the payout account stays', async () => {
    const member = await signedInMember(t.app, t.db);
    const before = await memberBankOf(member.id);
    const id = (await requestChange(member)).data!.request.id;
    expect(await review(id, false, '')).toEqual({
      code: 2,
      data: { message: bankChangeText.reasonRequired },
    });
    expect(await review(id, false, '예금주 불일치')).toEqual({ code: 0, data: { id, status: 'rejected' } });
    expect(await memberBankOf(member.id)).toEqual(before);
    const list = await call<BankChangeList>('/api/account/bankChange/list', member.cookie);
    expect(list.data!.items).toEqual([
      expect.objectContaining({
        id,
        status: 'rejected',
        reason: '예금주 불일치',
        decidedAt: expect.any(String),
      }),
    ]);
    expect(list.data?.items[0]?.requestedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(await auditOf('member.bankChange.reject', member.id)).toHaveLength(1);
    // Decided: a second review is refused and nothing changes.
    expect(await review(id, true)).toEqual({ code: 1, data: { message: bankChangeText.alreadyDecided } });
    expect(await memberBankOf(member.id)).toEqual(before);
  });

  it('when a request is pending, then a second is refused with its own code and nothing is written', async () => {
    const member = await signedInMember(t.app, t.db);
    expect((await requestChange(member)).code).toBe(0);
    expect(await requestChange(member)).toEqual({
      code: 4,
      data: { message: bankChangeText.alreadyPending },
    });
    expect(await requestsOf(member.id)).toHaveLength(1);
  });

  it('when 20 requests race, then exactly one is pending and every other is refused', async () => {
    const member = await signedInMember(t.app, t.db);
    const replies = await Promise.all(Array.from({ length: 20 }, () => requestChange(member)));
    expect(replies.filter((reply) => reply.code === 0)).toHaveLength(1);
    // Refused as pending, or by the exchange password's attempt limit counted before argon2 runs.
    expect(replies.every((reply) => [0, 4, 429].includes(reply.code))).toBe(true);
    expect(replies.filter((reply) => reply.code === 4).length).toBeGreaterThan(0);
    expect(await requestsOf(member.id)).toHaveLength(1);
  });

  it('when the fields break registration rules, then code 2 names the field and nothing is written', async () => {
    const member = await signedInMember(t.app, t.db);
    const cases: [Record<string, unknown>, string][] = [
      [{ bankName: '없는은행' }, joinFormMessage.bankNotChosen],
      [{ bankAccount: '12ab' }, joinFormMessage.accountFormat],
      [{ bankAccount: '1'.repeat(17) }, joinFormMessage.accountTooLong],
      [{ bankHolder: '김' }, joinFormMessage.holderFormat],
      [{ bankHolder: '' }, joinFormMessage.holderEmpty],
      [{ bankAccount: 12345 }, joinFormMessage.accountEmpty],
      [{ exchangePassword: '' }, bankChangeText.exchangePasswordRequired],
    ];
    for (const [override, message] of cases) {
      const body = { ...newAccount(), exchangePassword: member.password, ...override };
      expect(await call('/api/account/bankChange', member.cookie, body)).toEqual({
        code: 2,
        data: { message },
      });
    }
    expect(await requestsOf(member.id)).toHaveLength(0);
  });

  it('when the exchange password is wrong, then nothing is written, and after 5 wrong ones even the right one waits', async () => {
    const member = await signedInMember(t.app, t.db);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const reply = await call('/api/account/bankChange', member.cookie, {
        ...newAccount(),
        exchangePassword: 'wrong',
      });
      expect(reply).toEqual({ code: 1, data: { message: bankChangeText.wrongExchangePassword } });
    }
    const limited = await requestChange(member);
    expect(limited).toMatchObject({ code: 429, data: { message: accountText.passwordAttemptsExceeded } });
    expect(await requestsOf(member.id)).toHaveLength(0);
  });

  it('when the account is the registered one, then it is refused and nothing is written', async () => {
    const member = await signedInMember(t.app, t.db);
    const bank = await memberBankOf(member.id);
    const same = { bankName: bank.bank_name, bankAccount: bank.bank_account, bankHolder: bank.bank_holder };
    expect(await requestChange(member, same)).toEqual({
      code: 5,
      data: { message: bankChangeText.sameAccount },
    });
    expect(await requestsOf(member.id)).toHaveLength(0);
  });

  it('when there is no session, then code 99', async () => {
    expect(envelope(await postJson(t.app, '/api/account/bankChange', newAccount())).code).toBe(99);
  });
});

describe('POST /api/account/bankChange/list and the staff list', () => {
  it("when members list, then each sees only their own requests, masked; staff see everyone's in full, pending first", async () => {
    const alice = await signedInMember(t.app, t.db);
    const bob = await signedInMember(t.app, t.db);
    const aliceFields = newAccount();
    const aliceId = (await requestChange(alice, aliceFields)).data!.request.id;
    const bobId = (await requestChange(bob)).data!.request.id;
    expect(await review(bobId, false, '서류 필요')).toMatchObject({ code: 0 });
    const bobAgain = (await requestChange(bob)).data!.request.id;

    const aliceList = await call<BankChangeList>('/api/account/bankChange/list', alice.cookie);
    expect(aliceList.data!.items.map((item) => item.id)).toEqual([aliceId]);
    expect(JSON.stringify(aliceList.data)).not.toContain(aliceFields.bankAccount);
    // The body's memberId is ignored: the session decides whose list it is.
    const spoofed = await call<BankChangeList>('/api/account/bankChange/list', bob.cookie, {
      memberId: alice.id,
    });
    expect(spoofed.data!.items.map((item) => item.id)).toEqual([bobAgain, bobId]);

    const page = await staffCall<StaffBankChangePage>('/api/staff/members/bankChanges', { memberId: bob.id });
    expect(page.data!.items.map((item) => [item.id, item.status])).toEqual([
      [bobAgain, 'pending'],
      [bobId, 'rejected'],
    ]);
    const all = await staffCall<StaffBankChangePage>('/api/staff/members/bankChanges', { status: 'pending' });
    const aliceItem = all.data!.items.find((item) => item.id === aliceId);
    expect(aliceItem).toMatchObject({ memberId: alice.id, after: { bankAccount: aliceFields.bankAccount } });
    expect(all.data!.items.every((item) => item.status === 'pending')).toBe(true);
    expect(await auditOf('member.bankChange.list', bob.id)).toHaveLength(1);
  });

  it('when support staff review, then it is forbidden and nothing changes', async () => {
    const member = await signedInMember(t.app, t.db);
    const id = (await requestChange(member)).data!.request.id;
    const reply = await staffCall('/api/staff/members/bankChanges/review', { id, approve: true }, support);
    expect(reply.code).toBe(3);
    expect((await requestsOf(member.id))[0]!.status).toBe('pending');
  });

  it('when an unknown id is reviewed, then it is refused', async () => {
    expect(await review(99_999_999, true)).toEqual({ code: 1, data: { message: bankChangeText.notFound } });
  });
});

describe('staff logins and sessions of a member', () => {
  it('when staff list and end a session, then its cookie stops working and each action has an audit row', async () => {
    const member = await createMember(t.db);
    const first = await signIn(t.app, member);
    const second = await signIn(t.app, member);
    const logins = await staffCall<{ items: { isSuccess: boolean }[] }>('/api/staff/members/logins', {
      memberId: member.id,
    });
    expect(logins.data!.items).toHaveLength(2);
    const sessions = await staffCall<{ items: { id: string }[] }>('/api/staff/members/sessions', {
      memberId: member.id,
    });
    expect(sessions.data!.items).toHaveLength(2);
    const newest = sessions.data?.items[0]?.id;

    // Another member's id with this session id changes nothing.
    const other = await createMember(t.db);
    const wrong = await staffCall('/api/staff/members/sessions/end', { memberId: other.id, id: newest });
    expect(wrong).toEqual({ code: 1, data: { message: bankChangeText.sessionNotFound } });
    expect((await call('/api/account/info', second)).code).toBe(0);

    const ended = await staffCall('/api/staff/members/sessions/end', { memberId: member.id, id: newest });
    expect(ended).toEqual({ code: 0, data: { ended: 1 } });
    expect((await call('/api/account/info', second)).code).toBe(99);
    expect((await call('/api/account/info', first)).code).toBe(0);
    const all = await staffCall('/api/staff/members/sessions/end', { memberId: member.id, all: true });
    expect(all).toEqual({ code: 0, data: { ended: 1 } });
    expect((await call('/api/account/info', first)).code).toBe(99);

    expect(await auditOf('member.logins.view', member.id)).toHaveLength(1);
    expect(await auditOf('member.sessions.view', member.id)).toHaveLength(1);
    expect(await auditOf('member.sessions.end', member.id)).toHaveLength(2);
    const bad = await staffCall('/api/staff/members/sessions/end', { memberId: member.id });
    expect(bad).toEqual({ code: 2, data: { message: bankChangeText.sessionIdRequired } });
  });
});
