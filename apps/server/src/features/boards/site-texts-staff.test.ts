import type { RulesData } from '@hanpan/core/api/boards';
import type { InitialData } from '@hanpan/core/api/site';
import {
  type StaffRuleItem,
  type StaffTickerItem,
  staffSiteTextsText,
} from '@hanpan/core/api/staff-site-texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { envelope, get, postJson } from '../../../test/http.ts';
import { createStaff, postStaff, signInStaff } from '../../../test/staff-factories.ts';
import { xssPayloads } from '../../../test/xss-payloads.ts';

let t: TestApp;
let ownerToken: string;
beforeAll(async () => {
  t = await createTestApp();
  ownerToken = await signInStaff(t.app, await createStaff(t.db, { role: 'owner' }));
});
afterAll(async () => {
  await t.close();
});

const saveRule = (body: Record<string, unknown>) =>
  postStaff(t.app, '/api/staff/rules/save', body, ownerToken, { ip: '10.77.0.2' });
const saveLine = (body: Record<string, unknown>) =>
  postStaff(t.app, '/api/staff/ticker/save', body, ownerToken, { ip: '10.77.0.2' });
const rule = (text: string) => ({ messageType: 3, title: '키노 사다리', text, sortOrder: 50 });
const count = async (table: 'site_rule' | 'site_ticker') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<bigint>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const auditOf = (targetType: string, id: number) =>
  t.db
    .selectFrom('audit_log')
    .select(['action', 'before', 'after', 'ip'])
    .where('target_type', '=', targetType)
    .where('target_id', '=', String(id))
    .orderBy('id')
    .execute();
const rulesOf = async (messageType: number) =>
  envelope<RulesData>(await postJson(t.app, '/api/board/getRules', { messageType })).data!.list;

describe('POST /api/staff/rules/save', () => {
  it('when staff add and change a rules page, then members read it in its place and each step is audited', async () => {
    const created = envelope<StaffRuleItem>(await saveRule(rule('<p>키노 결과 기준</p>')));
    expect(created.code).toBe(0);
    const id = created.data!.id;
    expect((await rulesOf(3)).at(-1)).toMatchObject({
      id,
      title: '키노 사다리',
      text: '<p>키노 결과 기준</p>',
    });
    const changed = envelope<StaffRuleItem>(
      await saveRule({ ...rule('<p>바뀐 기준</p>'), id, sortOrder: 0, isVisible: true }),
    );
    expect(changed.data).toMatchObject({ id, sortOrder: 0, text: '<p>바뀐 기준</p>' });
    // Sort order 0 puts it beside the first page (ties go by id).
    expect((await rulesOf(3)).slice(0, 2).map((page) => page.id)).toContain(id);
    await saveRule({ ...rule('<p>숨김</p>'), id, isVisible: false });
    expect((await rulesOf(3)).map((page) => page.id)).not.toContain(id);
    const audit = await auditOf('site_rule', id);
    expect(audit.map((row) => row.action)).toEqual(['rule.create', 'rule.update', 'rule.update']);
    expect(audit[0]).toMatchObject({ before: null, ip: '10.77.0.2' });
    expect(audit[1]).toMatchObject({
      before: { text: '<p>키노 결과 기준</p>' },
      after: { text: '<p>바뀐 기준</p>' },
    });
  });

  it.each(
    xssPayloads,
  )('when staff save "$name" in a rules page, then only the allowed HTML is kept and read', async ({
    html,
    kept,
  }) => {
    const reply = envelope<StaffRuleItem>(await saveRule(rule(html)));
    expect(reply.code).toBe(0);
    expect(reply.data!.text).toBe(kept);
    const stored = await t.db
      .selectFrom('site_rule')
      .select('body_html')
      .where('id', '=', reply.data!.id)
      .executeTakeFirstOrThrow();
    expect(stored.body_html).toBe(kept);
  });

  it.each([
    [{ ...rule('<p>x</p>'), title: ' ' }, staffSiteTextsText.titleRequired],
    [{ ...rule('<p>x</p>'), title: '가'.repeat(101) }, staffSiteTextsText.titleTooLong],
    [{ ...rule('   ') }, staffSiteTextsText.textRequired],
    [{ ...rule('x'.repeat(100_001)) }, staffSiteTextsText.textTooLong],
    [{ ...rule('<p>x</p>'), messageType: 4 }, staffSiteTextsText.badMessageType],
    [{ ...rule('<p>x</p>'), sortOrder: -1 }, staffSiteTextsText.badSortOrder],
    [{ ...rule('<p>a\u0000b</p>') }, staffSiteTextsText.badCharacter],
  ])('when the rules page is %#-th malformed, then code 2 with its Korean message and nothing stored', async (body, message) => {
    const before = await count('site_rule');
    expect(envelope(await saveRule(body))).toEqual({ code: 2, data: { message } });
    expect(await count('site_rule')).toBe(before);
  });

  it('when the page does not exist, then code 1 and nothing audited', async () => {
    expect(envelope(await saveRule({ ...rule('<p>x</p>'), id: 2_000_000_000 }))).toEqual({
      code: 1,
      data: { message: staffSiteTextsText.unknownRule },
    });
    expect(await auditOf('site_rule', 2_000_000_000)).toEqual([]);
  });
});

describe('POST /api/staff/ticker/save', () => {
  it('when staff publish a ticker line, then the next index2 slideText shows it at once; hidden, it goes', async () => {
    const slideText = async () => envelope<InitialData>(await get(t.app, '/api/index2')).data!.slideText;
    expect(await slideText()).not.toContain('신규 가입 이벤트 진행 중');
    const saved = envelope<StaffTickerItem>(await saveLine({ text: '신규 가입 이벤트 진행 중' }));
    expect(saved.code).toBe(0);
    expect(await slideText()).toContain('신규 가입 이벤트 진행 중');
    await saveLine({ id: saved.data!.id, text: '신규 가입 이벤트 진행 중', isVisible: false });
    expect(await slideText()).not.toContain('신규 가입 이벤트 진행 중');
    const audit = await auditOf('site_ticker', saved.data!.id);
    expect(audit.map((row) => row.action)).toEqual(['ticker.create', 'ticker.update']);
    const list = envelope<{ items: StaffTickerItem[] }>(
      await postStaff(t.app, '/api/staff/ticker/list', {}, ownerToken),
    );
    expect(list.data?.items[0]).toMatchObject({ id: saved.data!.id, isVisible: false });
  });

  it.each([
    [{ text: '' }, staffSiteTextsText.lineRequired],
    [{ text: '가'.repeat(201) }, staffSiteTextsText.lineTooLong],
    [{ text: '점검', startsAt: '내일' }, staffSiteTextsText.badTime],
    [
      { text: '점검', startsAt: '2026-01-02T00:00:00+09:00', endsAt: '2026-01-01T00:00:00+09:00' },
      staffSiteTextsText.badWindow,
    ],
  ])('when the line is %#-th malformed, then code 2 with its Korean message and nothing stored', async (body, message) => {
    const before = await count('site_ticker');
    expect(envelope(await saveLine(body))).toEqual({ code: 2, data: { message } });
    expect(await count('site_ticker')).toBe(before);
  });
});
