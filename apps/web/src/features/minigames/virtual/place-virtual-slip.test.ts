import { minigameBetText } from '@hanpan/core/api/minigame-bets';
import { describe, expect, it } from 'vitest';
import { type ActionKey, createActionKey } from '../../../lib/action-key.ts';
import { ApiError } from '../../../lib/api-error.ts';
import type { AddGameReply } from '../api/add-game-bet.ts';
import { choosePickText, enterStakeText } from '../bet-rules.ts';
import {
  placeVirtualSlip,
  type SlipDeps,
  type SlipDraft,
  type SlipLine,
  slipLineId,
} from './place-virtual-slip.ts';

const now = Date.parse('2026-11-29T10:00:00.000Z');

function lineOf(code: number, pickName: string, odds: number): SlipLine {
  const gameUid = '121-2026-11-29-300';
  return {
    id: slipLineId(gameUid, code),
    gameName: '개경주',
    gameUid,
    roundKey: '2026-11-29-300',
    closeAt: '2026-11-29T10:01:00.000Z',
    marketName: pickName.startsWith('쌍승') ? '쌍승' : '단승',
    pickName,
    code,
    odds,
  };
}

const win = lineOf(3, '3번 그레이하운드 단승', 350);
const forecast = lineOf(205, '쌍승 2-5', 1875);

type Seen = { confirms: SlipDraft[]; sent: { body: unknown; key: string }[]; logins: number; placed: number };

function depsOf(replies: (AddGameReply | Error)[], overrides: Partial<SlipDeps> = {}) {
  const seen: Seen = { confirms: [], sent: [], logins: 0, placed: 0 };
  let next = 0;
  const keys = new Map<string, ActionKey>();
  const deps: SlipDeps = {
    isMember: () => true,
    cash: () => 50_000,
    now: () => now,
    openLogin: () => {
      seen.logins += 1;
    },
    confirm: async (draft) => {
      seen.confirms.push(draft);
      return true;
    },
    send: async (body, key) => {
      seen.sent.push({ body, key });
      const reply = replies.shift();
      if (!reply) throw new Error('no reply scripted');
      if (reply instanceof Error) throw reply;
      return reply;
    },
    keyOf: (id) => {
      const key = keys.get(id) ?? createActionKey(() => `key-${++next}`);
      keys.set(id, key);
      return key;
    },
    onPlaced: () => {
      seen.placed += 1;
    },
    ...overrides,
  };
  return { deps, seen };
}

const placed: AddGameReply = { code: 0, data: { message: minigameBetText.placed, bet: {} as never } };

describe('pressing 베팅하기 in the virtual slip', () => {
  it('when a visitor presses, then the login dialog opens and nothing is sent', async () => {
    const { deps, seen } = depsOf([], { isMember: () => false });
    expect((await placeVirtualSlip([win], 1000, deps)).kind).toBe('login');
    expect(seen.logins).toBe(1);
    expect(seen.sent).toEqual([]);
  });

  it('when the slip is empty, the stake missing, too large for the cash or an event closed, then it says so without asking', async () => {
    const { deps, seen } = depsOf([]);
    expect((await placeVirtualSlip([], 1000, deps)).message).toBe(choosePickText);
    expect((await placeVirtualSlip([win], 0, deps)).message).toBe(enterStakeText);
    // Two picks at 30,000 each need 60,000: more than the 50,000 held.
    expect((await placeVirtualSlip([win, forecast], 30_000, deps)).message).toBe(
      minigameBetText.insufficientBalance,
    );
    const closed = { ...win, closeAt: new Date(now).toISOString() };
    expect((await placeVirtualSlip([closed], 1000, deps)).message).toBe(
      `${win.pickName}: ${minigameBetText.notBettable}`,
    );
    expect(seen.confirms).toEqual([]);
  });

  it('when two picks are confirmed, then one confirm shows both and each is sent as its own single bet', async () => {
    const { deps, seen } = depsOf([placed, placed]);
    const outcome = await placeVirtualSlip([win, forecast], 10_000, deps);
    expect(seen.confirms).toHaveLength(1);
    expect(seen.confirms[0]).toMatchObject({ stake: 10_000, total: 20_000 });
    expect(seen.confirms[0]?.lines.map((line) => line.potentialWin)).toEqual([35_000, 187_500]);
    expect(seen.sent.map((sent) => sent.body)).toEqual([
      { choosed: 3, gameUid: win.gameUid, amount: 10_000 },
      { choosed: 205, gameUid: forecast.gameUid, amount: 10_000 },
    ]);
    expect(seen.sent[0]?.key).not.toBe(seen.sent[1]?.key);
    expect(outcome).toMatchObject({ kind: 'sent', message: minigameBetText.placed });
    expect(seen.placed).toBe(1);
  });

  it('when the member says no, then nothing is sent', async () => {
    const { deps, seen } = depsOf([], { confirm: async () => false });
    expect((await placeVirtualSlip([win], 1000, deps)).kind).toBe('cancelled');
    expect(seen.sent).toEqual([]);
  });

  it('when one pick is refused, then it keeps the server reason and the other is placed', async () => {
    const { deps } = depsOf([{ code: 8, data: { message: minigameBetText.roundLimits } }, placed]);
    const outcome = await placeVirtualSlip([win, forecast], 1000, deps);
    expect(outcome.lines).toEqual([
      { id: win.id, isPlaced: false, message: minigameBetText.roundLimits },
      { id: forecast.id, isPlaced: true, message: minigameBetText.placed },
    ]);
    expect(outcome.message).toBe('2건 중 1건이 베팅되었습니다. 베팅되지 않은 항목은 슬립에 남아 있습니다.');
  });

  it('when a pick gets no answer, then pressing again resends it under the same key', async () => {
    const { deps, seen } = depsOf([new ApiError(0, 'network'), placed]);
    const first = await placeVirtualSlip([win], 1000, deps);
    expect(first.lines[0]).toEqual({
      id: win.id,
      isPlaced: false,
      message: '네트워크 연결을 확인해 주세요.',
    });
    await placeVirtualSlip([win], 1000, deps);
    expect(seen.sent.map((sent) => sent.key)).toEqual(['key-1', 'key-1']);
  });

  it('when the session has ended, then the remaining picks are not sent', async () => {
    const { deps, seen } = depsOf([{ code: 99 }, placed]);
    const outcome = await placeVirtualSlip([win, forecast], 1000, deps);
    expect(seen.sent).toHaveLength(1);
    expect(outcome.lines).toEqual([]);
  });
});
