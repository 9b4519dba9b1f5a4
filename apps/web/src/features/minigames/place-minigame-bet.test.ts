import { minigameBetText } from '@hanpan/core/api/minigame-bets';
import { describe, expect, it } from 'vitest';
import { createActionKey } from '../../lib/action-key.ts';
import { ApiError } from '../../lib/api-error.ts';
import type { AddGameReply } from './api/add-game-bet.ts';
import { choosePickText, enterStakeText } from './bet-rules.ts';
import {
  type MinigameBetDeps,
  type MinigameBetDraft,
  type MinigameBetInput,
  placeMinigameBet,
} from './place-minigame-bet.ts';

const input: MinigameBetInput = {
  pick: {
    gameName: 'EOS 파워볼 1분',
    gameUid: '451-2026-11-24-100',
    roundKey: '2026-11-24-100',
    marketName: '파워볼 홀짝',
    pickName: '파워볼 홀',
    pick: 1,
    odds: 195,
  },
  betState: 'open',
  stake: 10_000,
};

type Seen = {
  confirms: MinigameBetDraft[];
  sent: { body: unknown; key: string }[];
  logins: number;
  placed: number;
};

function depsOf(
  replies: (AddGameReply | Error)[],
  overrides: Partial<MinigameBetDeps> = {},
): { deps: MinigameBetDeps; seen: Seen } {
  const seen: Seen = { confirms: [], sent: [], logins: 0, placed: 0 };
  let next = 0;
  const deps: MinigameBetDeps = {
    isMember: () => true,
    cash: () => 50_000,
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
    key: createActionKey(() => `key-${++next}`),
    onPlaced: () => {
      seen.placed += 1;
    },
    ...overrides,
  };
  return { deps, seen };
}

const placed: AddGameReply = { code: 0, data: { message: minigameBetText.placed, bet: {} as never } };

describe('pressing 베팅하기 on a mini-game', () => {
  it('when a visitor presses, then the login dialog opens and nothing is sent', async () => {
    const { deps, seen } = depsOf([], { isMember: () => false });
    expect(await placeMinigameBet(input, deps)).toEqual({ kind: 'login', message: null });
    expect(seen.logins).toBe(1);
    expect(seen.sent).toEqual([]);
  });

  it('when the form is incomplete, then it says what is missing without asking or sending', async () => {
    const { deps, seen } = depsOf([]);
    expect((await placeMinigameBet({ ...input, pick: null }, deps)).message).toBe(choosePickText);
    expect((await placeMinigameBet({ ...input, stake: 0 }, deps)).message).toBe(enterStakeText);
    expect((await placeMinigameBet({ ...input, betState: 'closed' }, deps)).message).toBe(
      minigameBetText.notBettable,
    );
    expect((await placeMinigameBet({ ...input, stake: 60_000 }, deps)).message).toBe(
      minigameBetText.insufficientBalance,
    );
    expect(seen.confirms).toEqual([]);
    expect(seen.sent).toEqual([]);
  });

  it('when the member declines the confirm step, then no money call is made', async () => {
    const { deps, seen } = depsOf([], { confirm: async () => false });
    expect(await placeMinigameBet(input, deps)).toEqual({ kind: 'cancelled', message: null });
    expect(seen.sent).toEqual([]);
  });

  it('when the member confirms, then the pick, round and stake are sent and the confirm step showed the potential win', async () => {
    const { deps, seen } = depsOf([placed]);
    expect(await placeMinigameBet(input, deps)).toEqual({ kind: 'placed', message: minigameBetText.placed });
    expect(seen.confirms[0]).toMatchObject({
      pickName: '파워볼 홀',
      odds: 195,
      stake: 10_000,
      potentialWin: 19_500,
    });
    expect(seen.sent).toEqual([
      { body: { choosed: 1, gameUid: '451-2026-11-24-100', amount: 10_000 }, key: 'key-1' },
    ]);
    expect(seen.placed).toBe(1);
  });

  it('when two bets are confirmed one after the other, then each goes with a fresh Idempotency-Key', async () => {
    const { deps, seen } = depsOf([placed, placed]);
    await placeMinigameBet(input, deps);
    await placeMinigameBet(input, deps);
    expect(seen.sent.map((sent) => sent.key)).toEqual(['key-1', 'key-2']);
  });

  it('when a send gets no answer, then pressing again resends the same bet under the same key', async () => {
    const { deps, seen } = depsOf([new ApiError(0, 'network'), placed]);
    expect(await placeMinigameBet(input, deps)).toEqual({
      kind: 'failed',
      message: '네트워크 연결을 확인해 주세요.',
    });
    expect((await placeMinigameBet(input, deps)).kind).toBe('placed');
    expect(seen.sent.map((sent) => sent.key)).toEqual(['key-1', 'key-1']);
  });

  it('when the server refuses, then its Korean message shows (the code text when it sent none) and nothing refreshes', async () => {
    const { deps, seen } = depsOf([{ code: 6, data: { message: minigameBetText.notBettable } }, { code: 8 }]);
    expect(await placeMinigameBet(input, deps)).toEqual({
      kind: 'refused',
      message: minigameBetText.notBettable,
    });
    expect(await placeMinigameBet(input, deps)).toEqual({
      kind: 'refused',
      message: minigameBetText.roundLimits,
    });
    expect(seen.placed).toBe(0);
    // A refusal is an answer: the next press is a new bet with a new key.
    expect(seen.sent.map((sent) => sent.key)).toEqual(['key-1', 'key-2']);
  });
});
