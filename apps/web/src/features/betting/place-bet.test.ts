import { betCodeText, betText, cartCheckText } from '@hanpan/core/betting/bet-codes';
import { defaultBetLimits } from '@hanpan/core/betting/limits';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import type { BetCallReply, BetSubmission } from './api/add-bet.ts';
import { useCartStore } from './cart-store.ts';
import { blockedPickText, type PlaceBetDeps, placeBet, priceCheckFailedText } from './place-bet.ts';
import { type BetSummary, useBetFlowStore } from './stores/bet-flow-store.ts';
import { pickOf } from './test-entries.ts';

/** Limits with a bonus from 3 picks over 1.20 (1.05) and room for the tests' stakes. */
const limits = {
  ...defaultBetLimits,
  minBetCash: 5_000,
  minBonusOdds: 120,
  bonusRateList: [{ rate: 100 }, { rate: 105 }],
  minusRate: 0,
};

const placed: BetCallReply = {
  code: 0,
  data: {
    message: betText.placed,
    betId: '1',
    amount: 10_000,
    totalOdds: 0,
    expectedWinnings: 0,
    isOddsChanged: false,
    legs: [],
  },
};

type Recorded = {
  alerts: string[];
  confirms: BetSummary[];
  sent: BetSubmission[];
  inplayKeys: string[];
  logins: number;
  placedCount: number;
};

/** Deps that record what the flow did; each call can be replaced. */
function depsOf(overrides: Partial<PlaceBetDeps> = {}): { deps: PlaceBetDeps; seen: Recorded } {
  const seen: Recorded = { alerts: [], confirms: [], sent: [], inplayKeys: [], logins: 0, placedCount: 0 };
  let key = 0;
  const deps: PlaceBetDeps = {
    isMember: () => true,
    cash: () => 1_000_000,
    loadLimits: async () => limits,
    refreshPrices: async () => {
      useCartStore.getState().setPriceCheck('checked');
      return true;
    },
    confirm: async (summary) => {
      seen.confirms.push(summary);
      return true;
    },
    alert: (message) => seen.alerts.push(message),
    openLogin: () => {
      seen.logins += 1;
    },
    addBet: async (submission) => {
      seen.sent.push(submission);
      return placed;
    },
    preInplay: async (submission) => {
      seen.sent.push(submission);
      return { code: 0, data: 3 };
    },
    addInplay: async (idempotencyKey) => {
      seen.inplayKeys.push(idempotencyKey);
      return placed;
    },
    newKey: () => `inplay-${++key}`,
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    onPlaced: () => {
      seen.placedCount += 1;
    },
    ...overrides,
  };
  return { deps, seen };
}

function fillSlip(stake: number, picks = [pickOf('11', 185), pickOf('22', 210), pickOf('33', 150)]) {
  const cart = useCartStore.getState();
  for (const pick of picks) cart.toggle(pick);
  useCartStore.getState().setStake(stake);
}

beforeEach(() => {
  useCartStore.getState().clearAfterBet();
  useBetFlowStore.setState({ isSending: false, confirm: null, countdown: null, isPanelOpen: false });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('placeBet, prematch', () => {
  it('when a member bets three picks, then the confirm shows the figures, /bet/add gets the payload under a key, and the slip clears', async () => {
    fillSlip(10_000);
    useBetFlowStore.getState().setPanelOpen(true);
    const { deps, seen } = depsOf();
    expect(await placeBet(deps)).toBe('placed');
    // 1.85 x 2.10 x 1.50 = 5.8275; x 1.05 bonus = 6.118875 -> 6.11; x 10,000 = 61,100.
    expect(seen.confirms).toEqual([
      {
        folderCount: 3,
        amount: 10_000,
        totalOdds: 611,
        bonusOdds: 105,
        expectedWinnings: 61_100,
        isInplay: false,
      },
    ]);
    expect(seen.sent).toHaveLength(1);
    expect(seen.sent[0]?.amount).toBe(10_000);
    expect(seen.sent[0]?.betList.map((item) => [item.id, item.odds, item.choosed])).toEqual([
      ['11', 185, 1],
      ['22', 210, 1],
      ['33', 150, 1],
    ]);
    expect(seen.sent[0]?.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    expect(seen.alerts).toEqual([betText.placed]);
    expect(seen.placedCount).toBe(1);
    expect(useCartStore.getState().entries).toEqual([]);
    expect(useCartStore.getState().stake).toBe(0);
    expect(useBetFlowStore.getState().isPanelOpen).toBe(false);
    expect(useBetFlowStore.getState().isSending).toBe(false);
  });

  it('when a visitor presses the bet button, then the login dialog opens and the slip is kept', async () => {
    fillSlip(10_000);
    const { deps, seen } = depsOf({ isMember: () => false });
    expect(await placeBet(deps)).toBe('login');
    expect(seen.logins).toBe(1);
    expect(seen.sent).toEqual([]);
    expect(useCartStore.getState().entries).toHaveLength(3);
    expect(useCartStore.getState().stake).toBe(10_000);
  });

  it('when the slip is empty, then nothing happens', async () => {
    const { deps, seen } = depsOf();
    expect(await placeBet(deps)).toBe('empty');
    expect(seen).toMatchObject({ alerts: [], confirms: [], sent: [], logins: 0 });
  });

  it('when a check fails, then its message shows, nothing is sent, and the in-progress flag is released', async () => {
    fillSlip(20_000);
    const { deps, seen } = depsOf({ cash: () => 10_000 });
    expect(await placeBet(deps)).toBe('refused');
    expect(seen.alerts).toEqual([cartCheckText.insufficientBalance]);
    expect(seen.confirms).toEqual([]);
    expect(useBetFlowStore.getState().isSending).toBe(false);

    useCartStore.getState().setStake(1_000);
    const below = depsOf();
    expect(await placeBet(below.deps)).toBe('refused');
    expect(below.seen.alerts).toEqual([cartCheckText.minBet]);
  });

  it('when the bet is pressed again while one is being sent, then the second press says a bet is in progress', async () => {
    fillSlip(10_000);
    let answer: (reply: BetCallReply) => void = () => {};
    const { deps, seen } = depsOf({
      addBet: (submission) => {
        seen.sent.push(submission);
        return new Promise((resolve) => {
          answer = resolve;
        });
      },
    });
    const first = placeBet(deps);
    await vi.waitFor(() => expect(seen.sent).toHaveLength(1));
    expect(await placeBet(deps)).toBe('busy');
    expect(seen.alerts).toEqual([betText.inProgress]);
    answer(placed);
    expect(await first).toBe('placed');
    expect(useBetFlowStore.getState().isSending).toBe(false);
  });

  it('when the member says no at the confirm, then nothing is sent and the slip is kept', async () => {
    fillSlip(10_000);
    const { deps, seen } = depsOf({ confirm: async () => false });
    expect(await placeBet(deps)).toBe('cancelled');
    expect(seen.sent).toEqual([]);
    expect(useCartStore.getState().entries).toHaveLength(3);
  });

  it('when the server refuses with new prices, then the message shows, the slip takes the prices marked up or down, and is kept', async () => {
    fillSlip(10_000);
    const { deps, seen } = depsOf({
      addBet: async () => ({
        code: 11,
        data: {
          message: betCodeText(11, 'prematch'),
          prices: [
            { id: '11', odds: 190 },
            { id: '22', odds: 200 },
          ],
        },
      }),
    });
    expect(await placeBet(deps)).toBe('refused');
    expect(seen.alerts).toEqual([betCodeText(11, 'prematch')]);
    const state = useCartStore.getState();
    expect(state.entries.map((entry) => ('Price' in entry ? entry.Price : 0))).toEqual([190, 200, 150]);
    expect(state.marks).toEqual({ '11': 'up', '22': 'down' });
    expect(state.stake).toBe(10_000);
  });

  it("when a refusal has no message, then the code's Korean text shows", async () => {
    fillSlip(10_000);
    const { deps, seen } = depsOf({ addBet: async () => ({ code: 13 }) });
    await placeBet(deps);
    expect(seen.alerts).toEqual([betCodeText(13, 'prematch')]);
  });

  it('when the network drops, then pressing again resends the same bet under the same key; after an answer a new key is used', async () => {
    fillSlip(10_000);
    const keys: string[] = [];
    let isDown = true;
    const { deps, seen } = depsOf({
      addBet: async (submission) => {
        keys.push(submission.idempotencyKey);
        if (isDown) throw new ApiError(0, 'network');
        return { code: 13 };
      },
    });
    expect(await placeBet(deps)).toBe('failed');
    expect(seen.alerts).toEqual(['네트워크 연결을 확인해 주세요.']);
    isDown = false;
    expect(await placeBet(deps)).toBe('refused');
    await placeBet(deps);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('when a restored slip was not checked yet, then its prices are refreshed first; a closed pick blocks the bet', async () => {
    fillSlip(10_000);
    useCartStore.getState().setPriceCheck('unchecked');
    const { deps, seen } = depsOf({
      refreshPrices: async () => {
        useCartStore.getState().applyPrices([{ id: '22', odds: 0, status: 'closed' }]);
        useCartStore.getState().setPriceCheck('checked');
        return true;
      },
    });
    expect(await placeBet(deps)).toBe('blocked');
    expect(seen.alerts).toEqual([blockedPickText]);
    expect(seen.sent).toEqual([]);

    useCartStore.getState().setPriceCheck('unchecked');
    const failing = depsOf({ refreshPrices: async () => false });
    expect(await placeBet(failing.deps)).toBe('unpriced');
    expect(failing.seen.alerts).toEqual([priceCheckFailedText]);
  });
});

describe('placeBet, in-play', () => {
  const livePicks = [pickOf('71', 210, 700, 3)];

  it('when preInplay answers 3 seconds, then the countdown shows 3, 2, 1 a second apart, and addInplay confirms with its own key', async () => {
    vi.useFakeTimers();
    fillSlip(10_000, livePicks);
    const { deps, seen } = depsOf();
    const press = placeBet(deps);
    // Lets the calls before the countdown resolve without moving the clock.
    await vi.advanceTimersByTimeAsync(0);
    expect(useBetFlowStore.getState().countdown).toBe(3);
    await vi.advanceTimersByTimeAsync(999);
    expect(useBetFlowStore.getState().countdown).toBe(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(useBetFlowStore.getState().countdown).toBe(2);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(useBetFlowStore.getState().countdown).toBe(1);
    expect(seen.inplayKeys).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await press).toBe('placed');
    expect(seen.confirms[0]?.isInplay).toBe(true);
    expect(seen.inplayKeys).toEqual(['inplay-1']);
    expect(seen.sent[0]?.idempotencyKey).not.toBe('inplay-1');
    expect(useBetFlowStore.getState().countdown).toBeNull();
    expect(useCartStore.getState().entries).toEqual([]);
  });

  it('when the odds change during the countdown, then addInplay code 1 shows the odds-changed message and the slip is kept', async () => {
    vi.useFakeTimers();
    fillSlip(10_000, livePicks);
    const { deps, seen } = depsOf({
      preInplay: async () => ({ code: 0, data: 1 }),
      addInplay: async () => ({
        code: 1,
        data: { message: betCodeText(1, 'inplay'), prices: [{ id: '71', odds: 250 }] },
      }),
    });
    const press = placeBet(deps);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await press).toBe('refused');
    expect(seen.alerts).toEqual(['배당이 변경되었습니다.']);
    expect(useCartStore.getState().marks).toEqual({ '71': 'up' });
    expect(useBetFlowStore.getState().countdown).toBeNull();
    expect(useBetFlowStore.getState().isSending).toBe(false);
  });

  it('when addInplay refuses with code 11 and no message, then 배당이 마감되었습니다 shows', async () => {
    vi.useFakeTimers();
    fillSlip(10_000, livePicks);
    const { deps, seen } = depsOf({
      preInplay: async () => ({ code: 0, data: 1 }),
      addInplay: async () => ({ code: 11 }),
    });
    const press = placeBet(deps);
    await vi.advanceTimersByTimeAsync(1_000);
    await press;
    expect(seen.alerts).toEqual([betText.oddsClosed]);
  });

  it('when preInplay refuses, then its message shows and no countdown starts', async () => {
    fillSlip(10_000, livePicks);
    const { deps, seen } = depsOf({ preInplay: async () => ({ code: 9 }) });
    expect(await placeBet(deps)).toBe('refused');
    expect(seen.alerts).toEqual([betCodeText(9, 'inplay')]);
    expect(seen.inplayKeys).toEqual([]);
  });
});
