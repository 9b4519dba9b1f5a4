import type { PlacedBetData } from '@hanpan/core/api/betting';
import { betCode } from '@hanpan/core/betting/bet-codes';
import { describe, expect, it } from 'vitest';
import {
  betsOf,
  cashOf,
  freshKey,
  itemOf,
  picksOfFixtures,
  sendBet,
  setOverride,
  staffToken,
  stakePostingsOf,
} from '../../../../test/betting.ts';
import { envelope } from '../../../../test/http.ts';
import { useLedgerCheckedApp } from '../../../../test/ledger.ts';
import { signedInMember } from '../../../../test/payments.ts';

// Bets sent at once share transactions (lib/db/group-commit.ts), each in its own savepoint: every
// bet still gets the reply it would get alone, and only the accepted ones leave money and rows.

const t = useLedgerCheckedApp();

describe('bets placed together', () => {
  it('when bets, refusals and a repeated key arrive at once, then each gets its own reply and only accepted ones stay', async () => {
    const member = await signedInMember(t.app, t.db, 30_000n);
    const [open, closed] = await picksOfFixtures(t.db, 2);
    if (!open || !closed) throw new Error('no picks');
    await setOverride(
      t.app,
      await staffToken(t.app, t.db),
      { kind: 'fixture', fixtureId: closed.fixtureId },
      {
        isSuspended: true,
      },
    );
    const good = { betList: [itemOf(open)], amount: 5_000 };
    const repeatedKey = freshKey();
    const sends = [
      ...Array.from({ length: 8 }, () => sendBet(t.app, member.cookie, good)),
      sendBet(t.app, member.cookie, { betList: [itemOf(closed)], amount: 5_000 }),
      sendBet(t.app, member.cookie, good, repeatedKey),
      sendBet(t.app, member.cookie, good, repeatedKey),
    ];
    const replies = (await Promise.all(sends)).map((response) => envelope<PlacedBetData>(response));

    const fresh = replies.slice(0, 8);
    const [suspended, repeated, repeatedAgain] = replies.slice(8);
    // 30,000 won pays six stakes of 5,000: nine distinct bets (the repeated key is one), three too many.
    const distinct = [...fresh, repeated];
    const accepted = distinct.filter((reply) => reply?.code === 0);
    expect(accepted).toHaveLength(6);
    expect(distinct.filter((reply) => reply?.code === betCode.insufficientBalance)).toHaveLength(3);
    expect(suspended?.code).not.toBe(0);
    expect(suspended?.code).not.toBe(betCode.insufficientBalance);
    expect(repeatedAgain).toEqual(repeated);

    const bets = await betsOf(t.db, member.id);
    expect(bets).toHaveLength(6);
    expect(bets.map((bet) => String(bet.id)).sort()).toEqual(
      accepted.map((reply) => String(reply?.data?.betId)).sort(),
    );
    expect(bets.filter((bet) => bet.idempotency_key === repeatedKey)).toHaveLength(
      repeated?.code === 0 ? 1 : 0,
    );
    expect(await cashOf(t.db, member.id)).toBe(0n);
    expect(await stakePostingsOf(t.db, member.id)).toHaveLength(6);
  });
});
