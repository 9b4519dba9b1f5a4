import { walletStatus } from '@hanpan/core/api/casino-wallet';
import { describe, expect, it } from 'vitest';
import { itemOf, picksOfFixtures, sendBet } from '../test/betting.ts';
import { betBody, createPlayer, createTestProvider, walletCall } from '../test/casino.ts';
import { envelope } from '../test/http.ts';
import { openRound, sendGameBet } from '../test/minigame-bets.ts';
import { signedInMember } from '../test/payments.ts';
import { saveOwnLimit } from '../test/protection.ts';
import { ownStatementsOf, type SentStatements, useStatementCountingApp } from '../test/statement-counts.ts';

// The statements one accepted bet sends to the database, each a round trip (BEGIN and COMMIT
// included), counted after a first bet has warmed the caches. A change that adds a round trip to a
// bet path fails here: lower a ceiling when a change removes some, raise one only on purpose.
// Measured on 2026-11-29 (issue 24): 16, 16 and 17 before migration 0031 made a posting and a claim
// one statement each; 13, 13 and 14 after. Migration 0034 made a sports bet's claim, posting, bet and
// legs and stored reply one statement: 10 (the session, BEGIN, four group reads, bet_place, COMMIT,
// the userContext read). Migration 0036 did the same for a mini-game bet, its checks read before its
// transaction: 6 (the session, one read of the round, game, markets and member, BEGIN,
// minigame_bet_place, COMMIT, the userContext read). Migration 0037 made a casino wallet bet one read
// and one write inside its transaction: 6 (the provider, BEGIN, casino_wallet_read, casino_wallet_post,
// COMMIT, the userContext read). Issue 27 (2026-11-30) raised each by 2 on purpose: the stake guard of
// player protection locks the member's protection row and reads their stake and loss limits inside the
// transaction, before the posting (12, 8, 8). The same day the guard's lock and limits became one
// statement (FOR UPDATE OF the protection row, the limits left-joined): 11, 7 and 7. A member with a
// loss limit adds one read, their play sums of every window at once: 12 for a sports bet.
const statementCeilings = {
  sportsBet: 11,
  minigameBet: 7,
  casinoBet: 7,
  sportsBetUnderLossLimit: 12,
};

const t = useStatementCountingApp();

/** Fails, listing the statements, when the bet sent more than `ceiling`. */
const expectAtMost = (sent: SentStatements, ceiling: number) => {
  const ofTheBet = ownStatementsOf(sent);
  expect(ofTheBet.length, ofTheBet.map((statement) => statement.sql).join('\n')).toBeLessThanOrEqual(ceiling);
};

describe('round trips of a bet', () => {
  it('when a member places a 3-leg sports bet, then it sends at most its ceiling of statements', async () => {
    const member = await signedInMember(t.app, t.db, 1_000_000n);
    const picks = await picksOfFixtures(t.db, 3);
    const body = { betList: picks.map((pick) => itemOf(pick)), amount: 5_000 };
    expect(envelope(await sendBet(t.app, member.cookie, body)).code).toBe(0);
    let code = -1;
    const sent = await t.countStatements(async () => {
      code = envelope(await sendBet(t.app, member.cookie, body)).code;
    });
    expect(code).toBe(0);
    expectAtMost(sent, statementCeilings.sportsBet);
  });

  it('when a member with daily and weekly loss limits places a 3-leg sports bet, then it sends at most its ceiling of statements', async () => {
    const member = await signedInMember(t.app, t.db, 1_000_000n);
    await saveOwnLimit(t.app, member.cookie, { kind: 'loss', window: 'day', amount: 500_000 });
    await saveOwnLimit(t.app, member.cookie, { kind: 'loss', window: 'week', amount: 900_000 });
    const picks = await picksOfFixtures(t.db, 3);
    const body = { betList: picks.map((pick) => itemOf(pick)), amount: 5_000 };
    expect(envelope(await sendBet(t.app, member.cookie, body)).code).toBe(0);
    let code = -1;
    const sent = await t.countStatements(async () => {
      code = envelope(await sendBet(t.app, member.cookie, body)).code;
    });
    expect(code).toBe(0);
    expectAtMost(sent, statementCeilings.sportsBetUnderLossLimit);
  });

  it('when a member places a mini-game bet, then it sends at most its ceiling of statements', async () => {
    const member = await signedInMember(t.app, t.db, 1_000_000n);
    const round = await openRound(t.db, 106);
    const body = { choosed: 1, gameUid: round.gameUid, amount: 5_000 };
    expect(envelope(await sendGameBet(t.app, member.cookie, body)).code).toBe(0);
    let code = -1;
    const sent = await t.countStatements(async () => {
      code = envelope(await sendGameBet(t.app, member.cookie, body)).code;
    });
    expect(code).toBe(0);
    expectAtMost(sent, statementCeilings.minigameBet);
  });

  it('when a provider posts a casino wallet bet, then it sends at most its ceiling of statements', async () => {
    const provider = await createTestProvider(t.db);
    const player = await createPlayer(t.app, t.db, provider, 1_000_000n);
    const first = await walletCall(t.app, provider, 'transaction/bet', betBody(player, 1_000));
    expect(first.reply.status).toBe(walletStatus.ok);
    let status = '';
    const sent = await t.countStatements(async () => {
      status = (await walletCall(t.app, provider, 'transaction/bet', betBody(player, 1_000))).reply.status;
    });
    expect(status).toBe(walletStatus.ok);
    expectAtMost(sent, statementCeilings.casinoBet);
  });
});
