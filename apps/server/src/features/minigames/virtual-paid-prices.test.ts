import type { MinigameRoundList } from '@hanpan/core/api/minigames';
import { virtualGameTypes } from '@hanpan/core/api/virtual';
import { virtualGameOf } from '@hanpan/core/minigames/catalogue';
import { drawVirtualEvent, virtualModels } from '@hanpan/core/virtual/models';
import type { VirtualCard } from '@hanpan/core/virtual/types';
import { describe, expect, it } from 'vitest';
import { envelope, postJson } from '../../../test/http.ts';
import { useLedgerCheckedApp } from '../../../test/ledger.ts';
import { gameBetsOf, sendGameBet } from '../../../test/minigame-bets.ts';
import { signedInMember } from '../../../test/payments.ts';
import {
  eventsWithSeeds,
  recordingEngine,
  runOnlyGames,
  upToRealTime,
} from '../../../test/virtual-events.ts';
import { readMarketSettings } from './market-repository.ts';
import { marginsOf } from './market-settings.ts';
import { virtualPriceOf } from './virtual-models.ts';

// The results' paid prices (issue 25): a finished virtual event lists every market's winning picks with
// the price the event sold them at, the odds its won bets were paid at, fixed at the off (a margin
// changed afterwards does not rewrite them).

let clock = new Date(Math.floor(Date.now() / 1000) * 1000);
const t = useLedgerCheckedApp({ now: () => clock });

/** The game's latest closed events as the public results call lists them. */
const resultsOf = async (gameType: number) =>
  envelope<MinigameRoundList>(await postJson(t.app, '/api/minigames/rounds', { gameType, limit: 20 })).data
    ?.list ?? [];

describe('the paid prices of a finished virtual event', () => {
  for (const kind of ['horse', 'soccer'] as const) {
    it(`when a ${kind} event with bets on its winning picks finishes, then its results row carries them at the odds the bets were paid`, async () => {
      const gameType = virtualGameTypes[kind];
      const game = virtualGameOf(gameType)!;
      clock = upToRealTime(clock);
      await runOnlyGames(t.db, [gameType], clock);
      const { engine } = recordingEngine(t, () => clock);
      await engine.tick();
      // The second open event: the database clock judges bets, and the first may close within seconds.
      const event = (await eventsWithSeeds(t.db, gameType)).filter((row) => row.status === 'open')[1]!;
      const card = event.card as VirtualCard;
      // The test knows the secret seed, so it bets on the picks that will win, and on one that will not.
      const { result } = drawVirtualEvent(kind, card, event.secret, gameType, event.round_key);
      const model = virtualModels[kind];
      const picks = model.markets(card).flatMap((market) => market.picks.map((pick) => pick.code));
      const margins = marginsOf(
        (
          await t.db
            .selectFrom('minigame_game')
            .select('margin_bp')
            .where('game_type', '=', gameType)
            .executeTakeFirstOrThrow()
        ).margin_bp,
        await readMarketSettings(t.db, gameType),
      );
      const sold = picks.filter((code) => virtualPriceOf(game, card, code, margins) !== null);
      const winners = sold.filter((code) => model.settle(card, result, code) === 'won');
      const loser = sold.find((code) => model.settle(card, result, code) === 'lost')!;
      const member = await signedInMember(t.app, t.db, 1_000_000n);
      const gameUid = `${gameType}-${event.round_key}`;
      for (const choosed of [...winners, loser]) {
        const reply = envelope(await sendGameBet(t.app, member.cookie, { choosed, gameUid, amount: 1_000 }));
        expect(reply.code).toBe(0);
      }
      clock = new Date(event.draw_at.getTime());
      await engine.tick();
      // Staff raise every margin after the off: the event's history keeps the prices it sold.
      await t.db
        .updateTable('minigame_market_setting')
        .set({ margin_bp: 2000 })
        .where('game_type', '=', gameType)
        .execute();
      clock = new Date(event.finish_at!.getTime());
      await engine.tick();
      await engine.tick();

      const bets = await gameBetsOf(t.db, member.id);
      const won = bets.filter((bet) => bet.status === 'won');
      expect(won.map((bet) => bet.pick).sort()).toEqual([...winners].sort());
      const row = (await resultsOf(gameType)).find((round) => round.roundKey === event.round_key);
      const paid = row?.virtual?.paid ?? [];
      expect(paid.map((market) => market.key)).toEqual(model.markets(card).map((market) => market.key));
      const shown = new Map(paid.flatMap((market) => market.picks.map((pick) => [pick.code, pick.odds])));
      for (const bet of won) expect(shown.get(bet.pick)).toBe(bet.odds);
      // Only the winners are listed: the losing pick is not, and nothing else is.
      expect(shown.has(loser)).toBe(false);
      const allWinners = picks.filter((code) => model.settle(card, result, code) === 'won');
      expect([...shown.keys()].sort()).toEqual([...allWinners].sort());
      clock = new Date(event.finish_at!.getTime() + 600_000);
    });
  }
});
