import type { BasketballResult, SoccerResult } from '@hanpan/core/virtual/types';
import { describe, expect, it } from 'vitest';
import {
  basketballStateAt,
  quarterName,
  soccerEventText,
  soccerMinuteAt,
  soccerStateAt,
} from './match-clock.ts';

const soccer: SoccerResult = {
  kind: 'soccer',
  home: 2,
  away: 1,
  halfTime: { home: 1, away: 0 },
  timeline: [
    { at: 12, side: 'home', type: 'shot' },
    { at: 23, side: 'home', type: 'goal', shirt: 9 },
    { at: 51, side: 'away', type: 'goal', shirt: 10 },
    { at: 77, side: 'home', type: 'goal', shirt: 7 },
  ],
};

describe('soccer clock', () => {
  it('when the match runs, then the minute goes from 0 to 90', () => {
    expect(soccerMinuteAt(0)).toBe(0);
    expect(soccerMinuteAt(0.5)).toBe(45);
    expect(soccerMinuteAt(1)).toBe(90);
    expect(soccerMinuteAt(3)).toBe(90);
  });

  it('when a minute is reached, then the score counts the goals up to it and the newest event is first', () => {
    expect(soccerStateAt(soccer, 22)).toMatchObject({ home: 0, away: 0 });
    expect(soccerStateAt(soccer, 23)).toMatchObject({ home: 1, away: 0 });
    const end = soccerStateAt(soccer, 90);
    expect([end.home, end.away]).toEqual([soccer.home, soccer.away]);
    expect(end.events[0]?.at).toBe(77);
  });

  it('when a goal is written out, then it names the minute, team, shirt and what happened in Korean', () => {
    expect(soccerEventText(soccer.timeline[1]!, '서울', '부산')).toBe("23' 서울 9번 골");
    expect(soccerEventText(soccer.timeline[0]!, '서울', '부산')).toBe("12' 서울 슈팅");
  });
});

const basketball: BasketballResult = {
  kind: 'basketball',
  quarters: [
    { home: 20, away: 22 },
    { home: 25, away: 18 },
    { home: 19, away: 24 },
    { home: 21, away: 21 },
    { home: 10, away: 6 },
  ],
  home: 95,
  away: 91,
  regulation: { home: 85, away: 85 },
  timeline: [],
};

describe('basketball running score', () => {
  it('when the game starts, then it is the first quarter at 0 : 0 with the full clock', () => {
    expect(basketballStateAt(basketball, 0)).toMatchObject({ quarter: 1, clock: '10:00', home: 0, away: 0 });
  });

  it('when a quarter is half played, then the earlier quarters are whole and this one is half', () => {
    // Five periods: 0.3 of the match is halfway through the second.
    const state = basketballStateAt(basketball, 0.3);
    expect(state.quarter).toBe(2);
    expect(state.clock).toBe('5:00');
    expect(state.quarters).toEqual([
      { home: 20, away: 22 },
      { home: 12, away: 9 },
    ]);
    expect([state.home, state.away]).toEqual([32, 31]);
  });

  it('when the game ends, then the score is the drawn one, overtime included', () => {
    const state = basketballStateAt(basketball, 1);
    expect([state.home, state.away]).toEqual([95, 91]);
    expect(state.quarters).toEqual(basketball.quarters);
    expect(quarterName(state.quarter)).toBe('연장');
    expect(quarterName(4)).toBe('4Q');
    expect(quarterName(6)).toBe('연장2');
  });
});
