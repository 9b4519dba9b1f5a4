import { applyTrade360Message } from '../src/features/sports/catalogue-repository.ts';
import {
  betOf,
  fixtureMessage,
  fixtureOf,
  marketOf,
  marketsMessage,
} from '../src/features/sports/feeds/trade360/test-messages.ts';
import type { Db } from '../src/lib/db/database.ts';
import { createMember, fundMember, uniqueSuffix } from './factories.ts';
import { type OutcomeRow, outcomesOf } from './staff-bet-factories.ts';

/** A fixture of the settlement tests: 1X2 (market 1) and over/under 2.5 (market 2), by feed bet id. */
export async function createSettlementFixture(
  db: Db,
  fixtureId: number,
  options: { startAt?: Date; status?: number; leagueId?: number } = {},
): Promise<Map<string, OutcomeRow>> {
  const prefix = String(fixtureId).slice(-4);
  await applyTrade360Message(
    db,
    fixtureMessage(
      fixtureId,
      fixtureOf({
        StartDate: (options.startAt ?? new Date(Date.now() + 86_400_000)).toISOString(),
        Status: options.status ?? 1,
        League: { Id: options.leagueId ?? 95_301, Name: '정산 테스트 리그' },
        Participants: [
          { Id: 811, Name: 'Daegu Lions', Position: '1' },
          { Id: 812, Name: 'Gwangju Bears', Position: '2' },
        ],
      }),
    ),
  );
  await applyTrade360Message(
    db,
    marketsMessage(fixtureId, [
      marketOf(1, [
        betOf(`${prefix}01`, '1', '2.00'),
        betOf(`${prefix}02`, 'X', '3.00'),
        betOf(`${prefix}03`, '2', '4.00'),
      ]),
      marketOf(2, [
        betOf(`${prefix}11`, 'Over', '1.90', { Line: '2.5', BaseLine: '2.5' }),
        betOf(`${prefix}12`, 'Under', '1.90', { Line: '2.5', BaseLine: '2.5' }),
      ]),
    ]),
  );
  return outcomesOf(db, fixtureId);
}

/** The feed settles one outcome of a settlement-test fixture (as the adapter records it). */
export async function feedSettles(db: Db, fixtureId: number, betId: string, settlement: number) {
  const outcomes = await outcomesOf(db, fixtureId);
  const outcome = outcomes.get(betId);
  if (!outcome) throw new Error(`No outcome ${betId}`);
  const name = outcome.name;
  const market = outcome.marketId;
  const line = outcome.baseLine ? { Line: outcome.baseLine, BaseLine: outcome.baseLine } : {};
  await applyTrade360Message(
    db,
    marketsMessage(fixtureId, [
      marketOf(market, [
        betOf(betId, name, (outcome.price / 100).toFixed(2), { ...line, Status: 3, Settlement: settlement }),
      ]),
    ]),
  );
}

/** A member holding cash for bets. */
export async function fundedBettor(db: Db, cash = 10_000_000n) {
  const member = await createMember(db, { nick: `정${uniqueSuffix(5)}` });
  await fundMember(db, member.id, cash);
  return member;
}

/** The outcome of a fixture map by feed bet id (throws when missing). */
export function pickOf(map: Map<string, OutcomeRow>, betId: string): OutcomeRow {
  const found = map.get(betId);
  if (!found) throw new Error(`No outcome ${betId}`);
  return found;
}
