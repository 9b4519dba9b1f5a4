import type { Db } from '../../lib/db/database.ts';
import { kstDayOf } from '../../lib/db/kst-day.ts';

// The back office's figures of mini-game bets per KST day (the dashboard's 일별 베팅 합계).

/** One KST day's mini-game figures: bets and stakes by placement, payouts by settlement. */
export type MinigameDailyRow = { day: string; bets: number; stakes: bigint; payouts: bigint };

/** Mini-game stakes of bets placed since `from` and payouts of bets settled since then, by KST day. */
export async function minigameDailyRows(db: Db, from: Date): Promise<MinigameDailyRow[]> {
  const placedDay = kstDayOf('placed_at');
  const settledDay = kstDayOf('settled_at');
  const [stakes, payouts] = await Promise.all([
    db
      .selectFrom('minigame_bet')
      .select((eb) => [
        placedDay.as('day'),
        eb.fn.countAll<string>().as('bets'),
        eb.fn.sum<string>('stake').as('stakes'),
      ])
      .where('placed_at', '>=', from)
      .groupBy(placedDay)
      .execute(),
    db
      .selectFrom('minigame_bet')
      .select((eb) => [settledDay.as('day'), eb.fn.sum<string>('payout').as('payouts')])
      .where('settled_at', '>=', from)
      .groupBy(settledDay)
      .execute(),
  ]);
  return [
    ...stakes.map((row) => ({
      day: row.day,
      bets: Number(row.bets),
      stakes: BigInt(row.stakes),
      payouts: 0n,
    })),
    ...payouts.map((row) => ({ day: row.day, bets: 0, stakes: 0n, payouts: BigInt(row.payouts ?? 0) })),
  ];
}
