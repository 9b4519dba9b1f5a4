import { describe, expect, it } from 'vitest';
import { isVirtualEventMessage, withEventMessage, withFinishedEvent } from './event-messages.ts';
import { bettableEvents, isEventOpen, isGameStale, stageEventOf } from './event-select.ts';
import { raceEventOf, raceGameOf } from './test-events.ts';

const first = raceEventOf('2026-11-29-300', '2026-11-29T10:00:00.000Z');
const second = raceEventOf('2026-11-29-301', '2026-11-29T10:02:00.000Z');
const third = raceEventOf('2026-11-29-302', '2026-11-29T10:04:00.000Z');

describe('withEventMessage', () => {
  it('when an event opens, then it joins the next events in off order, once', () => {
    const game = raceGameOf(null, [first, third]);
    const opened = withEventMessage(game, { type: 'eventOpened', event: second });
    expect(opened.upcoming.map((event) => event.roundKey)).toEqual(
      [first, second, third].map((e) => e.roundKey),
    );
    expect(withEventMessage(opened, { type: 'eventOpened', event: second }).upcoming).toHaveLength(3);
  });

  it('when an event starts, then it leaves the next events and plays', () => {
    const started = raceEventOf(first.roundKey, first.drawAt, 'drawn');
    const game = withEventMessage(raceGameOf(null, [first, second]), {
      type: 'eventStarted',
      event: started,
    });
    expect(game.playing).toBe(started);
    expect(game.upcoming).toEqual([second]);
  });

  it('when the playing event finishes, then nothing plays; another event finishing leaves the playing one', () => {
    const playing = raceEventOf(first.roundKey, first.drawAt, 'drawn');
    const game = raceGameOf(playing, [second]);
    expect(withEventMessage(game, { type: 'eventFinished', event: playing }).playing).toBeNull();
    const other = raceEventOf('2026-11-29-299', '2026-11-29T09:58:00.000Z', 'drawn');
    expect(withEventMessage(game, { type: 'eventFinished', event: other }).playing).toBe(playing);
  });

  it('when an open event is voided, then it leaves the next events', () => {
    const voided = raceEventOf(second.roundKey, second.drawAt, 'void');
    expect(
      withEventMessage(raceGameOf(null, [first, second]), { type: 'eventVoided', event: voided }).upcoming,
    ).toEqual([first]);
  });
});

describe('withFinishedEvent', () => {
  it('when an event finishes, then it heads the results as a round with its event, capped, without a copy', () => {
    const done = raceEventOf(first.roundKey, first.drawAt, 'drawn');
    const once = withFinishedEvent([], { type: 'eventFinished', event: done }, 2);
    expect(once[0]).toMatchObject({
      roundKey: done.roundKey,
      status: 'drawn',
      seed: done.seed,
      virtual: done,
    });
    const twice = withFinishedEvent(once, { type: 'eventFinished', event: done }, 2);
    expect(twice).toHaveLength(1);
    const later = raceEventOf(second.roundKey, second.drawAt, 'drawn');
    const latest = raceEventOf(third.roundKey, third.drawAt, 'drawn');
    const capped = withFinishedEvent(
      withFinishedEvent(twice, { type: 'eventFinished', event: later }, 2),
      { type: 'eventFinished', event: latest },
      2,
    );
    expect(capped.map((round) => round.roundKey)).toEqual([third.roundKey, second.roundKey]);
  });

  it('when an event only opens or starts, then the results stay as they were', () => {
    expect(withFinishedEvent([], { type: 'eventStarted', event: first }, 20)).toEqual([]);
  });
});

describe('isVirtualEventMessage', () => {
  it('when a body is an event message, then it is taken; another shape is not', () => {
    expect(isVirtualEventMessage({ type: 'eventOpened', event: first })).toBe(true);
    expect(isVirtualEventMessage({ type: 'roundDrawn', round: first })).toBe(false);
    expect(isVirtualEventMessage({ type: 'eventOpened' })).toBe(false);
    expect(isVirtualEventMessage(null)).toBe(false);
  });
});

describe('event selection', () => {
  it('when the clock passes an event close, then it no longer takes bets and leaves the tabs', () => {
    const closeAt = Date.parse(first.closeAt);
    expect(isEventOpen(first, closeAt - 1)).toBe(true);
    expect(isEventOpen(first, closeAt)).toBe(false);
    expect(bettableEvents(raceGameOf(null, [first, second]), closeAt)).toEqual([second]);
  });

  it('when an event plays, then the stage shows it; otherwise the latest drawn result', () => {
    const playing = raceEventOf(first.roundKey, first.drawAt, 'drawn');
    const past = raceEventOf('2026-11-29-299', '2026-11-29T09:58:00.000Z', 'drawn');
    const rounds = withFinishedEvent([], { type: 'eventFinished', event: past }, 20);
    expect(stageEventOf(raceGameOf(playing, []), rounds)).toBe(playing);
    expect(stageEventOf(raceGameOf(null, []), rounds)).toBe(past);
    expect(stageEventOf(raceGameOf(null, []), [])).toBeUndefined();
  });
});

describe('isGameStale', () => {
  const off = Date.parse(first.drawAt);

  it('when the next event is still ahead and nothing is long over, then the copy is fresh', () => {
    expect(isGameStale(raceGameOf(null, [first]), off - 60_000)).toBe(false);
    expect(isGameStale(raceGameOf(null, [first]), off + 5_000)).toBe(false);
  });

  it('when there is no next event, the next should have started or the playing one is long over, then it is stale', () => {
    expect(isGameStale(raceGameOf(null, []), off)).toBe(true);
    expect(isGameStale(raceGameOf(null, [first]), off + 5_001)).toBe(true);
    const playing = raceEventOf(first.roundKey, first.drawAt, 'drawn');
    const finish = Date.parse(playing.finishAt);
    expect(isGameStale(raceGameOf(playing, [second]), finish + 4_000)).toBe(false);
    expect(isGameStale(raceGameOf(playing, [second]), finish + 5_001)).toBe(true);
  });
});
