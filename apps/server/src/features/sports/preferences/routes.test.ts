import {
  maxFavouriteLeagues,
  type SportsPreferencesData,
  sportsPreferencesText as text,
} from '@hanpan/core/api/sports-preferences';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import { envelope, postJson } from '../../../../test/http.ts';
import { signedInMember } from '../../../../test/payments.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

// League ids of this file, counted up so tests never share one.
let nextLeagueId = 71_000_001;

/** A league of 축구 as the feed would store it; hidden when told. */
async function createLeague(options: { isVisible?: boolean } = {}): Promise<number> {
  const id = nextLeagueId++;
  await t.db
    .insertInto('league')
    .values({
      id,
      sport_id: 201,
      region_id: null,
      name: `리그 ${id}`,
      is_visible: options.isVisible ?? true,
      updated_at: new Date(),
    })
    .execute();
  return id;
}

const member = () => signedInMember(t.app, t.db);

/** The reply's code and data (a member's replies also carry the userContext, not looked at here). */
const call = async (url: string, body: unknown, cookie?: string) => {
  const response = await postJson(t.app, url, body, cookie ? { cookie } : {});
  expect(response.statusCode).toBe(200);
  const { code, data } = envelope<SportsPreferencesData & { message?: string }>(response);
  return { code, data };
};
const preferences = (body: unknown, cookie?: string) => call('/api/sports/preferences', body, cookie);
const favourite = (body: unknown, cookie?: string) => call('/api/sports/favourite', body, cookie);

/** What the database holds for the member: the view and starred leagues, oldest first. */
async function storedOf(memberId: number) {
  const row = await t.db
    .selectFrom('member')
    .select('sports_view')
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  const stars = await t.db
    .selectFrom('member_favourite_league')
    .select('league_id')
    .where('member_id', '=', memberId)
    .orderBy('created_at')
    .orderBy('league_id')
    .execute();
  return { view: row.sports_view, favouriteLeagueIds: stars.map((star) => star.league_id) };
}

describe('POST /api/sports/preferences', () => {
  it('when a member reads, then the defaults come; a view given is saved and read back', async () => {
    const { id, cookie } = await member();
    expect(await preferences({}, cookie)).toMatchObject({
      code: 0,
      data: { view: 'domestic', favouriteLeagueIds: [] },
    });
    expect((await preferences({ view: 'international' }, cookie)).data).toEqual({
      view: 'international',
      favouriteLeagueIds: [],
    });
    expect((await preferences({}, cookie)).data?.view).toBe('international');
    expect(await storedOf(id)).toEqual({ view: 'international', favouriteLeagueIds: [] });
  });

  it.each([
    ['an unknown view', text.badView, { view: 'mobile' }],
    ['a number', text.badView, { view: 1 }],
    ['null', text.badView, { view: null }],
    ['a NUL', text.badView, { view: 'domestic\u0000' }],
    ['1 MB of text', text.badView, { view: 'd'.repeat(1_000_000) }],
    ['an array body', text.invalid, []],
    ['a text body', text.invalid, 'domestic'],
  ])('when the view is %s, then code 2 says %s and the view is not changed', async (_, message, body) => {
    const { id, cookie } = await member();
    await preferences({ view: 'international' }, cookie);
    expect(await preferences(body, cookie)).toEqual({ code: 2, data: { message } });
    expect(await storedOf(id)).toEqual({ view: 'international', favouriteLeagueIds: [] });
  });
});

describe('POST /api/sports/favourite', () => {
  it('when a member stars leagues, then they are listed oldest first; starring again and un-starring one not starred change nothing', async () => {
    const { id, cookie } = await member();
    const [first, second, third] = [await createLeague(), await createLeague(), await createLeague()];
    expect(
      (await favourite({ leagueId: second, isFavourite: true }, cookie)).data?.favouriteLeagueIds,
    ).toEqual([second]);
    expect((await favourite({ leagueId: first, isFavourite: true }, cookie)).data).toEqual({
      view: 'domestic',
      favouriteLeagueIds: [second, first],
    });
    expect(
      (await favourite({ leagueId: second, isFavourite: true }, cookie)).data?.favouriteLeagueIds,
    ).toEqual([second, first]);
    expect((await favourite({ leagueId: third, isFavourite: false }, cookie)).code).toBe(0);
    expect(
      (await favourite({ leagueId: second, isFavourite: false }, cookie)).data?.favouriteLeagueIds,
    ).toEqual([first]);
    expect((await preferences({}, cookie)).data?.favouriteLeagueIds).toEqual([first]);
    expect(await storedOf(id)).toEqual({ view: 'domestic', favouriteLeagueIds: [first] });
  });

  it('when two members star leagues, then neither sees the other’s, and un-starring touches only one’s own', async () => {
    const one = await member();
    const other = await member();
    const league = await createLeague();
    await favourite({ leagueId: league, isFavourite: true }, one.cookie);
    expect((await preferences({}, other.cookie)).data?.favouriteLeagueIds).toEqual([]);
    expect(
      (await favourite({ leagueId: league, isFavourite: false }, other.cookie)).data?.favouriteLeagueIds,
    ).toEqual([]);
    expect((await storedOf(one.id)).favouriteLeagueIds).toEqual([league]);
  });

  const bodies = (known: number, hidden: number): [string, unknown, string][] => [
    ['no body fields', {}, text.badLeague],
    ['a text id', { leagueId: 'abc', isFavourite: true }, text.badLeague],
    ['id 0', { leagueId: 0, isFavourite: true }, text.badLeague],
    ['a negative id', { leagueId: -5, isFavourite: true }, text.badLeague],
    ['a fraction', { leagueId: 1.5, isFavourite: true }, text.badLeague],
    ['an id past 32 bits', { leagueId: 2_147_483_648, isFavourite: true }, text.badLeague],
    ['a huge id', { leagueId: 1e300, isFavourite: true }, text.badLeague],
    ['400 digits', { leagueId: '9'.repeat(400), isFavourite: true }, text.badLeague],
    ['a NUL in the id', { leagueId: `${known}\u0000`, isFavourite: true }, text.badLeague],
    ['a 1 MB id', { leagueId: '1'.repeat(1_000_000), isFavourite: true }, text.badLeague],
    ['an object id', { leagueId: { id: known }, isFavourite: true }, text.badLeague],
    // Both wrong: the league's message comes first.
    ['a bad id and flag', { leagueId: 'x', isFavourite: 'yes' }, text.badLeague],
    ['no flag', { leagueId: known }, text.invalid],
    ['a text flag', { leagueId: known, isFavourite: 'true' }, text.invalid],
    ['a number flag', { leagueId: known, isFavourite: 1 }, text.invalid],
    ['a 1 MB flag', { leagueId: known, isFavourite: 't'.repeat(1_000_000) }, text.invalid],
    ['an array', [known, true], text.invalid],
    ['a league not in the catalogue', { leagueId: 2_147_483_647, isFavourite: true }, text.unknownLeague],
    ['a hidden league', { leagueId: hidden, isFavourite: true }, text.unknownLeague],
  ];

  it('when a body breaks a rule, then code 2 says which (rules in order) and nothing is written', async () => {
    const { id, cookie } = await member();
    const known = await createLeague();
    const hidden = await createLeague({ isVisible: false });
    await favourite({ leagueId: known, isFavourite: true }, cookie);
    for (const [name, body, message] of bodies(known, hidden)) {
      expect(await favourite(body, cookie), name).toEqual({ code: 2, data: { message } });
      expect(await storedOf(id), name).toEqual({ view: 'domestic', favouriteLeagueIds: [known] });
    }
  });

  it(`when a member has ${maxFavouriteLeagues} stars, then one more is refused, an unknown league is still told apart, and a star already given is fine`, async () => {
    const { id, cookie } = await member();
    const leagues: number[] = [];
    for (let index = 0; index < maxFavouriteLeagues; index += 1) leagues.push(await createLeague());
    for (const leagueId of leagues)
      expect((await favourite({ leagueId, isFavourite: true }, cookie)).code).toBe(0);
    const extra = await createLeague();
    expect(await favourite({ leagueId: extra, isFavourite: true }, cookie)).toEqual({
      code: 2,
      data: { message: text.tooManyFavourites },
    });
    expect(await favourite({ leagueId: 2_147_483_646, isFavourite: true }, cookie)).toEqual({
      code: 2,
      data: { message: text.unknownLeague },
    });
    expect((await favourite({ leagueId: leagues[0], isFavourite: true }, cookie)).code).toBe(0);
    expect((await storedOf(id)).favouriteLeagueIds).toEqual(leagues);
  });

  it(`when 50 stars of different leagues arrive at once, then exactly ${maxFavouriteLeagues} are stored and the rest are refused`, async () => {
    const { id, cookie } = await member();
    const leagues: number[] = [];
    for (let index = 0; index < 50; index += 1) leagues.push(await createLeague());
    const replies = await Promise.all(
      leagues.map((leagueId) => favourite({ leagueId, isFavourite: true }, cookie)),
    );
    expect(replies.filter((reply) => reply.code === 0)).toHaveLength(maxFavouriteLeagues);
    expect(
      replies.filter((reply) => reply.code === 2 && reply.data?.message === text.tooManyFavourites),
    ).toHaveLength(50 - maxFavouriteLeagues);
    const stored = (await storedOf(id)).favouriteLeagueIds;
    expect(stored).toHaveLength(maxFavouriteLeagues);
    expect(new Set(stored).size).toBe(maxFavouriteLeagues);
  });
});

describe('who may call the preference calls', () => {
  it('when a visitor calls them, then the session-gone reply comes and nothing is written', async () => {
    const league = await createLeague();
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('member_favourite_league')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('league_id', '=', league)
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await preferences({ view: 'international' })).toEqual({ code: 99 });
    expect(await favourite({ leagueId: league, isFavourite: true })).toEqual({ code: 99 });
    expect(await count()).toBe(0);
  });

  it('when another site posts with a member’s cookie, then HTTP 403 and nothing is written', async () => {
    const { id, cookie } = await member();
    const league = await createLeague();
    for (const [url, body] of [
      ['/api/sports/preferences', { view: 'international' }],
      ['/api/sports/favourite', { leagueId: league, isFavourite: true }],
    ] as const) {
      const response = await postJson(t.app, url, body, {
        cookie,
        headers: { origin: 'https://evil.example' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: 403 });
    }
    expect(await storedOf(id)).toEqual({ view: 'domestic', favouriteLeagueIds: [] });
  });
});
