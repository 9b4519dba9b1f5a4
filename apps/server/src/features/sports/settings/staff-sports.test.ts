import type { SportsFixture } from '@hanpan/core/api/sports';
import type { FixtureChangedMessage, ListsChangedMessage } from '@hanpan/core/api/sports-realtime';
import { fixtureTopic, sportsTopic } from '@hanpan/core/api/sports-realtime';
import { staffText } from '@hanpan/core/api/staff-codes';
import {
  type SportsSettings,
  type StaffSportsCatalogue,
  type StaffSportsFixture,
  type StaffSportsFixtureList,
  staffSportsText,
} from '@hanpan/core/api/staff-sports';
import { remargin } from '@hanpan/core/sports/odds';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import { envelope, postJson } from '../../../../test/http.ts';
import { connectStomp, type TestStompClient, waitUntil } from '../../../../test/realtime-clients.ts';
import { createStaff, postStaff, signInStaff } from '../../../../test/staff-factories.ts';
import { applyTrade360Message } from '../catalogue-repository.ts';
import { createSportsEvents } from '../events.ts';
import { readFixtureStates } from '../feed-service.ts';
import {
  betOf,
  fixtureMessage,
  fixtureOf,
  marketOf,
  marketsMessage,
} from '../feeds/trade360/test-messages.ts';
import { createFixtureMessageRater } from './realtime.ts';
import { createSiteRulesStore } from './rules-store.ts';

let t: TestApp;
let client: TestStompClient;
let owner: string;
let ownerId: number;

// Fixture ids of this file only; the league too, so visibility changes touch nothing else.
const fixtureId = 41_000_001;
const otherFixtureId = 41_000_002;
const leagueId = 94_101;
const startDate = new Date(Date.now() + 3 * 86_400_000).toISOString();
const bet = (id: string, name: string, price: string, line?: string) =>
  betOf(id, name, price, line === undefined ? {} : { Line: line, BaseLine: line });

// 1X2, over/under on 2.25 and 2.5, handicap on -1.5 (bet ids 41..., names as the feed sends them).
const fullMarkets = (winnerHome = '2.10') => [
  marketOf(1, [
    bet('4100000101', '1', winnerHome),
    bet('4100000102', 'X', '3.20'),
    bet('4100000103', '2', '3.40'),
  ]),
  marketOf(2, [
    bet('4100000201', 'Over', '1.90', '2.25'),
    bet('4100000202', 'Under', '1.90', '2.25'),
    bet('4100000203', 'Over', '2.05', '2.5'),
    bet('4100000204', 'Under', '1.75', '2.5'),
  ]),
  marketOf(3, [bet('4100000301', '1', '2.40', '-1.5'), bet('4100000302', '2', '1.55', '-1.5')]),
];

beforeAll(async () => {
  t = await createTestApp();
  const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  client = await connectStomp(baseUrl, { transport: 'websocket' });
  for (const id of [fixtureId, otherFixtureId]) {
    await applyTrade360Message(
      t.db,
      fixtureMessage(
        id,
        fixtureOf({
          StartDate: startDate,
          League: { Id: leagueId, Name: '테스트 리그' },
          Participants: [
            { Id: 701, Name: id === fixtureId ? 'Seoul Tigers' : 'Busan Waves', Position: '1' },
            { Id: 702, Name: 'Incheon Hawks', Position: '2' },
          ],
        }),
      ),
    );
  }
  await applyTrade360Message(t.db, marketsMessage(fixtureId, fullMarkets()));
  const staff = await createStaff(t.db, { role: 'owner' });
  ownerId = staff.id;
  owner = await signInStaff(t.app, staff);
});
afterAll(async () => {
  await client.stop();
  await t.close();
});

const call = async <T>(url: string, body: unknown, token = owner) =>
  envelope<T>(await postStaff(t.app, `/api/staff/sports/${url}`, body, token));

const memberFixture = async () =>
  envelope<{ fixture: SportsFixture }>(await postJson(t.app, '/api/sports/fixture', { fixtureId })).data
    ?.fixture;

const pricesOf = (fixture: SportsFixture | undefined, marketId: number) =>
  Object.fromEntries(
    fixture?.markets.find((market) => market.marketId === marketId)?.outcomes.map((o) => [o.id, o.price]) ??
      [],
  );

const auditLines = (action: string) =>
  t.db
    .selectFrom('audit_log')
    .select(['staff_id', 'target_type', 'target_id', 'before', 'after', 'reason'])
    .where('action', '=', action)
    .orderBy('id')
    .execute();

const received = <T>(destination: string) => (client.received.get(destination) ?? []) as T[];

const neutral: SportsSettings = { marginBasisPoints: null, hideQuarterLines: false, lineFilters: [] };

describe('staff sports API: validation and permission', () => {
  it('when bodies are wrong, then code 2 with the Korean message of the first problem', async () => {
    const cases: [string, unknown, string][] = [
      ['settings/save', { ...neutral, marginBasisPoints: 5000, reason: '조정' }, staffSportsText.badMargin],
      ['settings/save', { ...neutral, reason: ' ' }, staffText.reasonRequired],
      [
        'settings/save',
        {
          ...neutral,
          lineFilters: [{ sportId: 201, handicapMin: 100, handicapMax: 50, totalMin: null, totalMax: null }],
          reason: '조정',
        },
        staffSportsText.lineRange,
      ],
      [
        'settings/save',
        {
          ...neutral,
          lineFilters: [
            { sportId: 201, handicapMin: null, handicapMax: null, totalMin: 130, totalMax: null },
          ],
          reason: '조정',
        },
        staffSportsText.badLine,
      ],
      [
        'override',
        {
          target: { kind: 'market', fixtureId, marketId: 1 },
          isSuspended: false,
          price: 200,
          reason: '조정',
        },
        staffSportsText.priceOnlyOutcome,
      ],
      [
        'override',
        {
          target: { kind: 'outcome', fixtureId, outcomeId: '4100000101' },
          isSuspended: false,
          reason: '조정',
        },
        staffSportsText.emptyOverride,
      ],
      [
        'override',
        {
          target: { kind: 'outcome', fixtureId, outcomeId: '4100000101' },
          isSuspended: false,
          price: 100,
          reason: 'x',
        },
        staffSportsText.badPrice,
      ],
      ['fixtures', { query: 'a' }, staffSportsText.badQuery],
    ];
    for (const [url, body, message] of cases) {
      expect({ url, reply: await call(url, body) }).toEqual({ url, reply: { code: 2, data: { message } } });
    }
  });

  it('when the target does not exist, then code 1 with a Korean message and nothing is stored', async () => {
    const reason = '확인';
    expect(
      await call('override', { target: { kind: 'fixture', fixtureId: 999 }, isSuspended: true, reason }),
    ).toEqual({
      code: 1,
      data: { message: staffSportsText.unknownFixture },
    });
    expect(
      await call('override', {
        target: { kind: 'market', fixtureId, marketId: 77 },
        isSuspended: true,
        reason,
      }),
    ).toEqual({ code: 1, data: { message: staffSportsText.unknownMarket } });
    // A real bet id of another fixture is not this fixture's outcome.
    expect(
      await call('override', {
        target: { kind: 'outcome', fixtureId: otherFixtureId, outcomeId: '4100000101' },
        isSuspended: true,
        reason,
      }),
    ).toEqual({ code: 1, data: { message: staffSportsText.unknownOutcome } });
    expect(await call('override/clear', { target: { kind: 'fixture', fixtureId }, reason })).toEqual({
      code: 1,
      data: { message: staffSportsText.noOverride },
    });
    expect(await t.db.selectFrom('sports_override').selectAll().execute()).toEqual([]);
  });

  it('when support or finance staff call a sports call, then code 3 and an access.denied line; operators may', async () => {
    for (const role of ['support', 'finance'] as const) {
      const staff = await createStaff(t.db, { role });
      const token = await signInStaff(t.app, staff);
      const reply = await call(
        'override',
        { target: { kind: 'fixture', fixtureId }, isSuspended: true, reason: '정지' },
        token,
      );
      expect(reply).toEqual({ code: 3, data: { message: staffText.forbidden } });
      const denied = await t.db
        .selectFrom('audit_log')
        .select(['target_id', 'after'])
        .where('staff_id', '=', staff.id)
        .where('action', '=', 'access.denied')
        .execute();
      expect(denied).toEqual([
        { target_id: '/api/staff/sports/override', after: { permission: 'sports.manage', role } },
      ]);
    }
    expect(await t.db.selectFrom('sports_override').selectAll().execute()).toEqual([]);
    const operator = await signInStaff(t.app, await createStaff(t.db, { role: 'operator' }));
    expect((await call('settings', {}, operator)).code).toBe(0);
  });
});

describe('staff sports API: settings', () => {
  it('when the margin and quarter-line settings are saved, then they are audited, the lists hear it and members get re-priced lines without quarters', async () => {
    await client.subscribe(sportsTopic.lists);
    const listsBefore = received(sportsTopic.lists).length;
    const settings: SportsSettings = {
      marginBasisPoints: 800,
      hideQuarterLines: true,
      lineFilters: [{ sportId: 201, handicapMin: null, handicapMax: 100, totalMin: null, totalMax: null }],
    };
    expect(await call('settings/save', { ...settings, reason: '마진 8%' })).toEqual({
      code: 0,
      data: settings,
    });
    expect(await call('settings', {})).toEqual({ code: 0, data: settings });
    expect(await auditLines('sports.settings')).toEqual([
      {
        staff_id: ownerId,
        target_type: 'site_setting',
        target_id: 'sports',
        before: neutral,
        after: settings,
        reason: '마진 8%',
      },
    ]);
    await waitUntil(() => received(sportsTopic.lists).length > listsBefore, 5000, 'a lists message');
    expect(received<ListsChangedMessage>(sportsTopic.lists).at(-1)?.sportIds).toContain(201);

    const fixture = await memberFixture();
    const margined = remargin([210, 320, 340], 800);
    expect(pricesOf(fixture, 1)).toEqual({
      '4100000101': margined[0],
      '4100000102': margined[1],
      '4100000103': margined[2],
    });
    // 2.25 is a quarter line: gone; 2.5 re-priced as its own book. Handicap 1.5 is beyond the 1.0 filter.
    const [over, under] = remargin([205, 175], 800);
    expect(pricesOf(fixture, 2)).toEqual({ '4100000203': over, '4100000204': under });
    expect(fixture?.markets.find((market) => market.marketId === 2)?.mainLine).toBe('2.5');
    expect(fixture?.markets.map((market) => market.marketId)).toEqual([1, 2]);

    // The prematch list (main lines only) applies the same rules.
    const list = envelope<{ list: SportsFixture[] }>(
      await postJson(t.app, '/api/sports/fixtures', { leagueId }),
    ).data?.list;
    expect(
      pricesOf(
        list?.find((item) => item.fixtureId === fixtureId),
        1,
      ),
    ).toEqual(pricesOf(fixture, 1));

    // The back office shows both the feed's and the members' values, and what is hidden.
    const staffView = (await call<StaffSportsFixture>('fixture', { fixtureId })).data;
    const quarter = staffView?.markets
      .find((m) => m.marketId === 2)
      ?.outcomes.find((o) => o.id === '4100000201');
    expect(quarter).toMatchObject({ feedPrice: 190, isHidden: true, baseLine: '2.25' });

    await call('settings/save', { ...neutral, reason: '원복' });
    expect(pricesOf(await memberFixture(), 1)).toEqual({
      '4100000101': 210,
      '4100000102': 320,
      '4100000103': 340,
    });
  });

  it('when a league is hidden, then it is audited, members no longer see its fixtures and the catalogue says so', async () => {
    const hide = await call('visibility', {
      kind: 'league',
      id: leagueId,
      isVisible: false,
      reason: '리그 중단',
    });
    expect(hide).toEqual({
      code: 0,
      data: { leagueId, name: '테스트 리그', regionName: 'South Korea', isVisible: false, fixtureCount: 2 },
    });
    expect(envelope(await postJson(t.app, '/api/sports/fixture', { fixtureId })).code).toBe(2);
    const catalogue = (await call<StaffSportsCatalogue>('catalogue', {})).data;
    const soccer = catalogue?.sports.find((sport) => sport.sportId === 201);
    expect(soccer?.leagues.find((league) => league.leagueId === leagueId)?.isVisible).toBe(false);
    expect(await auditLines('sports.visibility')).toEqual([
      {
        staff_id: ownerId,
        target_type: 'league',
        target_id: String(leagueId),
        before: { isVisible: true },
        after: { isVisible: false },
        reason: '리그 중단',
      },
    ]);
    expect(await call('visibility', { kind: 'league', id: 1, isVisible: false, reason: '중단' })).toEqual({
      code: 1,
      data: { message: staffSportsText.unknownLeague },
    });
    await call('visibility', { kind: 'league', id: leagueId, isVisible: true, reason: '재개' });
    expect(envelope(await postJson(t.app, '/api/sports/fixture', { fixtureId })).code).toBe(0);
  });
});

describe('staff sports API: overrides', () => {
  it('when staff find a fixture by team name or id, then it is listed with its override count', async () => {
    const byName = (await call<StaffSportsFixtureList>('fixtures', { query: 'seoul tig' })).data?.list;
    expect(byName?.map((item) => item.fixtureId)).toEqual([fixtureId]);
    const byId = (await call<StaffSportsFixtureList>('fixtures', { query: String(otherFixtureId) })).data
      ?.list;
    expect(byId).toEqual([
      expect.objectContaining({ fixtureId: otherFixtureId, homeName: 'Busan Waves', overrideCount: 0 }),
    ]);
  });

  it('when a market is suspended and a price overridden, then members and subscribers get the effective values, a feed update does not undo them, and clearing brings the feed back', async () => {
    const topic = fixtureTopic(fixtureId);
    await client.subscribe(topic);

    const suspended = await call<StaffSportsFixture>('override', {
      target: { kind: 'market', fixtureId, marketId: 2 },
      isSuspended: true,
      reason: '부상 소식',
    });
    expect(suspended.code).toBe(0);
    const staffMarket = suspended.data?.markets.find((market) => market.marketId === 2);
    expect(staffMarket).toMatchObject({
      feedStatus: 'open',
      status: 'suspended',
      override: { isSuspended: true, reason: '부상 소식' },
    });
    const pushed = (await client.waitForMessage(topic, (body) =>
      (body as FixtureChangedMessage).markets.some((market) => market.marketId === 2),
    )) as FixtureChangedMessage;
    // A market staff closed carries no feed reason.
    expect(pushed.markets).toEqual([
      { marketId: 2, status: 'suspended', suspendReason: null, mainLine: '2.25' },
    ]);
    expect(pushed.outcomes.map((o) => [o.id, o.status])).toEqual([
      ['4100000201', 'suspended'],
      ['4100000202', 'suspended'],
      ['4100000203', 'suspended'],
      ['4100000204', 'suspended'],
    ]);
    const member = await memberFixture();
    expect(member?.markets.find((market) => market.marketId === 2)?.status).toBe('suspended');
    expect(member?.markets.find((market) => market.marketId === 1)?.status).toBe('open');

    const priced = await call('override', {
      target: { kind: 'outcome', fixtureId, outcomeId: '4100000101' },
      isSuspended: false,
      price: 255,
      reason: '수동 배당',
    });
    expect(priced.code).toBe(0);
    const pricedPush = (await client.waitForMessage(topic, (body) =>
      (body as FixtureChangedMessage).outcomes.some((o) => o.id === '4100000101'),
    )) as FixtureChangedMessage;
    expect(pricedPush).toEqual({
      type: 'fixtureChanged',
      fixtureId,
      markets: [],
      outcomes: [{ id: '4100000101', marketId: 1, price: 255, status: 'open' }],
    });
    expect(pricesOf(await memberFixture(), 1)['4100000101']).toBe(255);

    // The feed moves the price and reopens nothing it did not close: the overrides stand.
    await applyTrade360Message(t.db, marketsMessage(fixtureId, fullMarkets('2.00')));
    const afterFeed = await memberFixture();
    expect(pricesOf(afterFeed, 1)['4100000101']).toBe(255);
    expect(afterFeed?.markets.find((market) => market.marketId === 2)?.status).toBe('suspended');

    expect(await auditLines('sports.override')).toEqual([
      {
        staff_id: ownerId,
        target_type: 'sports_override',
        target_id: `market:${fixtureId}:2`,
        before: null,
        after: { isSuspended: true, price: null },
        reason: '부상 소식',
      },
      {
        staff_id: ownerId,
        target_type: 'sports_override',
        target_id: 'outcome:4100000101',
        before: null,
        after: { isSuspended: false, price: 255 },
        reason: '수동 배당',
      },
    ]);

    const cleared = await call('override/clear', {
      target: { kind: 'outcome', fixtureId, outcomeId: '4100000101' },
      reason: '해제',
    });
    expect(cleared.code).toBe(0);
    await client.waitForMessage(topic, (body) =>
      (body as FixtureChangedMessage).outcomes.some((o) => o.id === '4100000101' && o.price === 200),
    );
    expect(pricesOf(await memberFixture(), 1)['4100000101']).toBe(200);
    await call('override/clear', { target: { kind: 'market', fixtureId, marketId: 2 }, reason: '해제' });
    expect((await memberFixture())?.markets.find((market) => market.marketId === 2)?.status).toBe('open');
    expect(
      (await auditLines('sports.override.clear')).map((line) => [line.target_id, line.before, line.after]),
    ).toEqual([
      ['outcome:4100000101', { isSuspended: false, price: 255 }, null],
      [`market:${fixtureId}:2`, { isSuspended: true, price: null }, null],
    ]);
  });

  it('when the fixture is suspended, then every market and pick is locked for members until it is cleared', async () => {
    await call('override', {
      target: { kind: 'fixture', fixtureId },
      isSuspended: true,
      reason: '경기 점검',
    });
    const member = await memberFixture();
    expect(member?.markets.every((market) => market.status === 'suspended')).toBe(true);
    expect(member?.markets.flatMap((market) => market.outcomes).every((o) => o.status === 'suspended')).toBe(
      true,
    );
    const staffView = (await call<StaffSportsFixture>('fixture', { fixtureId })).data;
    expect(staffView?.override).toMatchObject({ isSuspended: true, reason: '경기 점검' });
    await call('override/clear', { target: { kind: 'fixture', fixtureId }, reason: '점검 완료' });
    expect((await memberFixture())?.markets.every((market) => market.status === 'open')).toBe(true);
  });
});

describe('staff overrides of markets the feed suspended', () => {
  it('when staff close a market the feed suspended with a reason, then the push keeps the feed’s reason; one staff closed alone has none', async () => {
    const suspendedId = 41_000_003;
    await applyTrade360Message(
      t.db,
      fixtureMessage(
        suspendedId,
        fixtureOf({ StartDate: startDate, League: { Id: leagueId, Name: '테스트 리그' } }),
      ),
    );
    const topic = fixtureTopic(suspendedId);
    await client.subscribe(topic);
    const markets = (status: number) => [
      {
        ...marketOf(
          1,
          [bet('4100003101', '1', '2.10'), bet('4100003102', '2', '1.70')].map((b) => ({
            ...b,
            Status: status,
          })),
        ),
        ...(status === 2 ? { SuspensionReason: 'danger' } : {}),
      },
      marketOf(2, [bet('4100003201', '1', '1.90'), bet('4100003202', '2', '1.90')]),
    ];
    await applyTrade360Message(t.db, marketsMessage(suspendedId, markets(1)));
    await applyTrade360Message(t.db, marketsMessage(suspendedId, markets(2)));
    const pushOf = async (marketId: number) => {
      await call('override', {
        target: { kind: 'market', fixtureId: suspendedId, marketId },
        isSuspended: true,
        reason: '점검',
      });
      const pushed = (await client.waitForMessage(topic, (body) =>
        (body as FixtureChangedMessage).markets.some((market) => market.marketId === marketId),
      )) as FixtureChangedMessage;
      await call('override/clear', {
        target: { kind: 'market', fixtureId: suspendedId, marketId },
        reason: '해제',
      });
      return pushed.markets;
    };
    expect(await pushOf(1)).toEqual([
      { marketId: 1, status: 'suspended', suspendReason: 'danger', mainLine: null },
    ]);
    expect(await pushOf(2)).toEqual([
      { marketId: 2, status: 'suspended', suspendReason: null, mainLine: null },
    ]);
  });
});

describe('feed pushes under the staff rules', () => {
  it('when the feed moves one price under a margin, then the push carries the whole line at margined prices', async () => {
    const rules = createSiteRulesStore({ db: t.db });
    const errors: unknown[] = [];
    const events = createSportsEvents({
      realtime: t.app.services.realtime,
      readFixtureStates: (ids) => readFixtureStates(t.db, ids),
      rateFixtureMessages: createFixtureMessageRater({ db: t.db, rules }),
      onError: (error) => errors.push(error),
    });
    const topic = fixtureTopic(otherFixtureId);
    await client.subscribe(topic);
    await call('settings/save', {
      ...neutral,
      marginBasisPoints: 500,
      hideQuarterLines: true,
      reason: '마진 5%',
    });
    await rules.reload();
    const winner = (home: string) =>
      marketsMessage(otherFixtureId, [
        marketOf(1, [
          bet('4100000901', '1', home),
          bet('4100000902', 'X', '3.20'),
          bet('4100000903', '2', '3.40'),
        ]),
        marketOf(2, [bet('4100000911', 'Over', '1.90', '2.75'), bet('4100000912', 'Under', '1.90', '2.75')]),
      ]);
    events.collect(await applyTrade360Message(t.db, winner('2.10')));
    await events.flush();
    events.collect(await applyTrade360Message(t.db, winner('2.30')));
    await events.flush();
    await waitUntil(() => received(topic).length === 2, 5000, 'two pushes');
    const [first, second] = received<FixtureChangedMessage>(topic);
    // The quarter line 2.75 is hidden: its picks are never pushed.
    expect(first?.outcomes.map((o) => o.id)).toEqual(['4100000901', '4100000902', '4100000903']);
    const book = remargin([230, 320, 340], 500);
    expect(second?.outcomes).toEqual([
      { id: '4100000901', marketId: 1, price: book[0], status: 'open' },
      { id: '4100000902', marketId: 1, price: book[1], status: 'open' },
      { id: '4100000903', marketId: 1, price: book[2], status: 'open' },
    ]);
    // The API agrees with the push.
    const detail = envelope<{ fixture: SportsFixture }>(
      await postJson(t.app, '/api/sports/fixture', { fixtureId: otherFixtureId }),
    ).data?.fixture;
    expect(pricesOf(detail, 1)).toEqual({
      '4100000901': book[0],
      '4100000902': book[1],
      '4100000903': book[2],
    });
    expect(errors).toEqual([]);
    events.close();
    await call('settings/save', { ...neutral, reason: '원복' });
  });
});

describe('effective outcomes for betting', () => {
  it('when an outcome has a staff price and its fixture a suspension, then effectiveOutcomesOf says so; unknown ids are left out', async () => {
    const rules = createSiteRulesStore({ db: t.db });
    const outcome = { kind: 'outcome', fixtureId, outcomeId: '4100000102' } as const;
    await call('override', { target: outcome, isSuspended: false, price: 333, reason: '수동 배당' });
    await rules.reload();
    const open = await rules.effectiveOutcomesOf(['4100000102', '4100000101', '999']);
    expect(Object.fromEntries(open)).toEqual({
      '4100000102': { fixtureId, marketId: 1, price: 333, status: 'open', isHidden: false },
      '4100000101': { fixtureId, marketId: 1, price: 200, status: 'open', isHidden: false },
    });
    await call('override', { target: { kind: 'fixture', fixtureId }, isSuspended: true, reason: '점검' });
    await rules.reload();
    expect((await rules.effectiveOutcomesOf(['4100000102'])).get('4100000102')).toEqual({
      fixtureId,
      marketId: 1,
      price: 333,
      status: 'suspended',
      isHidden: false,
    });
    await call('override/clear', { target: { kind: 'fixture', fixtureId }, reason: '완료' });
    await call('override/clear', { target: outcome, reason: '완료' });
  });
});
