import type { PlacedBetData } from '@hanpan/core/api/betting';
import { replyCode } from '@hanpan/core/api/envelope';
import { betCodeText, betText } from '@hanpan/core/betting/bet-codes';
import { isGameEntry } from '@hanpan/core/betting/cart';
import { runCartChecks } from '@hanpan/core/betting/cart-checks';
import type { BetLimits } from '@hanpan/core/betting/limits';
import { betPayloadOf, isInplayCart } from '@hanpan/core/betting/payload';
import { createActionKey } from '../../lib/action-key.ts';
import { replyMessage } from '../../lib/api-client.ts';
import { describeError, isHandledByClient } from '../../lib/api-error.ts';
import type { BetCallReply, BetSubmission } from './api/add-bet.ts';
import { type PriceUpdate, useCartStore } from './cart-store.ts';
import { type BetSummary, useBetFlowStore } from './stores/bet-flow-store.ts';

// The bet button's flow (spec sections 4 and 5): guard, login, fresh prices, the ten checks, the
// confirm step, then /bet/add, or /bet/preInplay + countdown + /bet/addInplay for in-play picks.

/** Said when a restored slip's prices could not be refreshed. */
export const priceCheckFailedText = '배당을 확인하지 못했습니다. 잠시 후 다시 시도해 주세요.';

/** Said when a pick is closed or suspended. */
export const blockedPickText = '베팅할 수 없는 항목이 있습니다. 마감된 항목을 삭제해 주세요.';

/** What the flow needs from the outside (the hook gives the real ones; tests give their own). */
export type PlaceBetDeps = {
  isMember: () => boolean;
  /** The member's cash, whole won. */
  cash: () => number;
  loadLimits: () => Promise<BetLimits>;
  /** Refreshes the slip's prices from the server; false when it could not. */
  refreshPrices: () => Promise<boolean>;
  confirm: (summary: BetSummary) => Promise<boolean>;
  alert: (message: string) => void;
  openLogin: () => void;
  addBet: (submission: BetSubmission) => Promise<BetCallReply>;
  preInplay: (submission: BetSubmission) => Promise<BetCallReply>;
  addInplay: (idempotencyKey: string) => Promise<BetCallReply>;
  newKey: () => string;
  /** Waits one countdown step. */
  sleep: (ms: number) => Promise<void>;
  /** A bet was accepted: balances elsewhere refresh. */
  onPlaced: () => void;
};

/** How a press ended. */
export type PlaceBetOutcome =
  | 'busy'
  | 'empty'
  | 'login'
  | 'unpriced'
  | 'blocked'
  | 'refused'
  | 'cancelled'
  | 'placed'
  | 'failed';

/** One countdown step. */
const secondMs = 1_000;

/** The Idempotency-Key of /bet/add and /bet/preInplay: the same key when the same bet is resent after no answer. */
const betKey = createActionKey();

function isPlaced(data: unknown): data is PlacedBetData {
  return typeof data === 'object' && data !== null && 'betId' in data;
}

function refusedPrices(data: unknown): PriceUpdate[] {
  const prices = (data as { prices?: unknown } | undefined)?.prices;
  if (!Array.isArray(prices)) return [];
  return prices.filter(
    (item): item is PriceUpdate =>
      typeof item?.id === 'string' && typeof item?.odds === 'number' && Number.isInteger(item.odds),
  );
}

/** Reads a final reply: success clears the slip, a refusal shows why and takes any new prices. */
function settleReply(reply: BetCallReply, mode: 'prematch' | 'inplay', deps: PlaceBetDeps): PlaceBetOutcome {
  if (reply.code === replyCode.sessionGone) return 'failed';
  if (reply.code === replyCode.ok) {
    useCartStore.getState().clearAfterBet();
    useBetFlowStore.getState().closePopups();
    deps.onPlaced();
    const data = reply.data;
    deps.alert(isPlaced(data) && data.isOddsChanged ? betText.acceptedAtNewOdds : betText.placed);
    return 'placed';
  }
  const prices = refusedPrices(reply.data);
  if (prices.length > 0) useCartStore.getState().applyPrices(prices);
  deps.alert(replyMessage(reply) ?? betCodeText(reply.code, mode));
  return 'refused';
}

async function runInplay(submission: BetSubmission, deps: PlaceBetDeps): Promise<PlaceBetOutcome> {
  const flow = useBetFlowStore.getState();
  const parked = await deps.preInplay(submission);
  betKey.settle();
  if (parked.code !== replyCode.ok) return settleReply(parked, 'inplay', deps);
  const delay = typeof parked.data === 'number' && Number.isFinite(parked.data) ? Math.ceil(parked.data) : 0;
  try {
    for (let left = delay; left > 0; left -= 1) {
      flow.setCountdown(left);
      await deps.sleep(secondMs);
    }
    flow.setCountdown(0);
    return settleReply(await deps.addInplay(deps.newKey()), 'inplay', deps);
  } finally {
    useBetFlowStore.getState().setCountdown(null);
  }
}

/** Runs one press of the bet button to its end; the in-progress flag covers the whole press. */
export async function placeBet(deps: PlaceBetDeps): Promise<PlaceBetOutcome> {
  const flow = useBetFlowStore.getState();
  if (flow.isSending) {
    deps.alert(betText.inProgress);
    return 'busy';
  }
  if (useCartStore.getState().entries.length === 0) return 'empty';
  if (!deps.isMember()) {
    deps.openLogin();
    return 'login';
  }
  flow.setSending(true);
  try {
    if (useCartStore.getState().priceCheck !== 'checked' && !(await deps.refreshPrices())) {
      deps.alert(priceCheckFailedText);
      return 'unpriced';
    }
    const { entries, stake, statuses } = useCartStore.getState();
    if (Object.keys(statuses).length > 0) {
      deps.alert(blockedPickText);
      return 'blocked';
    }
    const checks = runCartChecks({
      picks: entries.map((entry) =>
        isGameEntry(entry)
          ? { odds: entry.Price, marketId: entry.GameSubId }
          : { odds: entry.odds, marketId: null },
      ),
      amount: stake,
      cash: deps.cash(),
      limits: await deps.loadLimits(),
    });
    if (!checks.ok) {
      if (checks.check !== 'empty') deps.alert(checks.message);
      return checks.check === 'empty' ? 'empty' : 'refused';
    }
    const isInplay = isInplayCart(entries);
    const summary: BetSummary = {
      folderCount: entries.length,
      amount: stake,
      totalOdds: checks.figures.totalOdds,
      bonusOdds: checks.figures.bonusOdds,
      expectedWinnings: checks.figures.expectedWinnings,
      isInplay,
    };
    if (!(await deps.confirm(summary))) return 'cancelled';
    const betList = betPayloadOf(entries);
    const idempotencyKey = betKey.keyFor(JSON.stringify([isInplay, betList, stake]));
    const submission: BetSubmission = { betList, amount: stake, idempotencyKey };
    if (isInplay) return await runInplay(submission, deps);
    const reply = await deps.addBet(submission);
    betKey.settle();
    return settleReply(reply, 'prematch', deps);
  } catch (error) {
    // No answer: the key is kept, so pressing again resends the same bet under the same key.
    if (!isHandledByClient(error)) deps.alert(describeError(error));
    return 'failed';
  } finally {
    useBetFlowStore.getState().setSending(false);
  }
}
