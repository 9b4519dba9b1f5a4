import type { StaffMinigameRound } from '@hanpan/core/api/staff-minigames';
import type { MatchCard, RaceCard } from '@hanpan/core/virtual/types';
import { describe, expect, it } from 'vitest';
import {
  describeTeamForm,
  describeVirtualCard,
  describeVirtualResult,
  fullFinishingOrder,
  isVoidablePlayingEvent,
  readRating,
  virtualEventStateOf,
  voidableVirtualEvent,
} from './virtual-text.ts';

const raceCard: RaceCard = {
  kind: 'greyhound',
  runners: [1, 2, 3, 4].map((number) => ({
    number,
    runnerId: number + 10,
    name: `견${number}`,
    colour: '#000',
    rating: 80,
    form: [],
  })),
};
const team = (name: string, position: number) => ({
  teamId: position,
  name,
  short: name.slice(0, 3).toUpperCase(),
  colour: '#fff',
  attack: 70,
  defence: 60,
  position,
  form: [],
});
const soccerCard: MatchCard = { kind: 'soccer', home: team('Home', 3), away: team('Away', 7) };
const basketballCard: MatchCard = { kind: 'basketball', home: team('Home', 1), away: team('Away', 2) };

const round = (fields: Partial<StaffMinigameRound>): StaffMinigameRound => ({
  gameType: 121,
  roundKey: '2026-11-29-100',
  gameUid: '121-2026-11-29-100',
  status: 'open',
  closeAt: '2026-11-29T03:00:00.000Z',
  drawAt: '2026-11-29T03:00:10.000Z',
  drawnAt: null,
  commitment: 'c'.repeat(64),
  seed: null,
  result: null,
  summary: null,
  betCount: 0,
  totalStake: 0,
  totalPayout: 0,
  ggr: null,
  ...fields,
});

describe('virtualEventStateOf', () => {
  const before = new Date('2026-11-29T02:59:59Z');
  const after = new Date('2026-11-29T03:00:01Z');
  it.each([
    ['open before its close', round({}), before, 'open'],
    ['open past its close', round({}), after, 'closed'],
    ['drawn with bets unpaid', round({ status: 'drawn', ggr: null }), after, 'playing'],
    ['drawn and paid', round({ status: 'drawn', ggr: 1200 }), after, 'settled'],
    ['void', round({ status: 'void', ggr: 0 }), after, 'void'],
  ] as const)('when the event is %s, then it reads %s', (_name, event, now, state) => {
    expect(virtualEventStateOf(event, now)).toBe(state);
  });

  it('when several events are open, then only the one with the soonest off can be voided', () => {
    const events = [
      round({ roundKey: 'c', drawAt: '2026-11-29T03:06:00.000Z' }),
      round({ roundKey: 'b', drawAt: '2026-11-29T03:04:00.000Z' }),
      round({ roundKey: 'a', drawAt: '2026-11-29T03:02:00.000Z', status: 'drawn', ggr: null }),
    ];
    expect(voidableVirtualEvent(events)).toBe('b');
    expect(voidableVirtualEvent([round({ status: 'void' })])).toBeNull();
  });

  it('when an event is drawn, then it may be voided only while playing with bets (its open bets refunded)', () => {
    const now = new Date('2026-11-29T03:00:30.000Z');
    const playing = round({ status: 'drawn', ggr: null, betCount: 3 });
    expect(isVoidablePlayingEvent(playing, now)).toBe(true);
    expect(isVoidablePlayingEvent({ ...playing, betCount: 0 }, now)).toBe(false);
    expect(isVoidablePlayingEvent({ ...playing, ggr: 1_000 }, now)).toBe(false);
    expect(isVoidablePlayingEvent(round({ status: 'open' }), now)).toBe(false);
    expect(isVoidablePlayingEvent(round({ status: 'void', ggr: 0, betCount: 3 }), now)).toBe(false);
  });
});

describe('describeVirtualCard and describeVirtualResult', () => {
  it('when a race is drawn, then the first three finishers read with their names', () => {
    const result = { kind: 'greyhound' as const, order: [3, 1, 4, 2], frames: [], commentary: [] };
    expect(describeVirtualCard(raceCard)).toBe('4두 출전');
    expect(describeVirtualResult(raceCard, result)).toBe('1착 3번 견3 · 2착 1번 견1 · 3착 4번 견4');
    expect(fullFinishingOrder(result)).toBe('3-1-4-2');
  });

  it('when a soccer match is drawn, then the score reads with the half-time', () => {
    const result = {
      kind: 'soccer' as const,
      home: 2,
      away: 1,
      halfTime: { home: 0, away: 1 },
      timeline: [],
    };
    expect(describeVirtualCard(soccerCard)).toBe('Home (3위) vs Away (7위)');
    expect(describeVirtualResult(soccerCard, result)).toBe('HOM 2 : 1 AWA (전반 0:1)');
    expect(fullFinishingOrder(result)).toBeNull();
  });

  it('when a basketball game goes to overtime, then the quarters and the overtime read', () => {
    const quarters = [
      { home: 20, away: 22 },
      { home: 25, away: 20 },
      { home: 18, away: 21 },
      { home: 22, away: 22 },
      { home: 10, away: 8 },
    ];
    const result = {
      kind: 'basketball' as const,
      quarters,
      home: 95,
      away: 93,
      regulation: { home: 85, away: 85 },
      timeline: [],
    };
    expect(describeVirtualResult(basketballCard, result)).toBe(
      'HOM 95 : 93 AWA (20-22, 25-20, 18-21, 22-22, 10-8 · 연장 1회)',
    );
  });

  it('when the event has not started, then the result is a dash', () => {
    expect(describeVirtualResult(raceCard, null)).toBe('-');
  });
});

describe('readRating and describeTeamForm', () => {
  it.each([
    ['85', 85],
    [' 1000 ', 1000],
    ['1', 1],
    ['0', null],
    ['1001', null],
    ['8.5', null],
    ['', null],
    ['-3', null],
  ])('when %j is typed, then the rating is %s', (text, value) => {
    expect(readRating(text)).toBe(value);
  });

  it('when a team has results, then they read in Korean newest first', () => {
    expect(describeTeamForm(['W', 'D', 'L'])).toBe('승 무 패');
    expect(describeTeamForm([])).toBe('-');
  });
});
