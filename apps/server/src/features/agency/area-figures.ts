import type { AgencyPlayFigures } from '@hanpan/core/api/agency';
import { presentMoney } from '../../lib/http/money.ts';

/** Stakes and payouts summed in won. */
export type PlayFigures = { stakes: bigint; payouts: bigint };

/** Nothing played yet. */
export const emptyFigures = (): PlayFigures => ({ stakes: 0n, payouts: 0n });

/** Stakes, payouts and their GGR as the partner area shows them. */
export const presentFigures = (figures: PlayFigures): AgencyPlayFigures => ({
  stakes: presentMoney(figures.stakes),
  payouts: presentMoney(figures.payouts),
  ggr: presentMoney(figures.stakes - figures.payouts),
});
