import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories.ts';
import { useStatementCountingApp } from '../../../test/statement-counts.ts';
import { AppError } from '../http/app-error.ts';
import { type IdempotencyClaim, runIdempotent } from './repository.ts';

// The claim is one call of idempotency_claim (migration 0031): a new key, a replay and a refused
// reuse each cost it one statement (the counts below include the transaction's BEGIN and its end).
const t = useStatementCountingApp();

async function claimFor(requestHash: string): Promise<IdempotencyClaim> {
  const member = await createMember(t.db);
  return {
    actor: { memberId: member.id },
    key: `claim-${randomUUID()}`,
    operation: 'test.claim',
    requestHash,
  };
}

const reply = { code: 0, data: { n: 1 } };

describe('the idempotency claim in one round trip', () => {
  it('when a key is new, then the claim and the stored reply are two statements around the work', async () => {
    const claim = await claimFor('a');
    let outcome: unknown;
    const sent = await t.countStatements(async () => {
      outcome = await runIdempotent(t.db, claim, async () => reply);
    });
    expect(outcome).toEqual({ reply, isReplay: false });
    // BEGIN, the claim, the stored reply, COMMIT.
    expect(sent.count).toBe(4);
  });

  it('when a key comes back with the same request, then the stored reply is replayed in one statement', async () => {
    const claim = await claimFor('a');
    await runIdempotent(t.db, claim, async () => reply);
    let outcome: unknown;
    const sent = await t.countStatements(async () => {
      outcome = await runIdempotent(t.db, claim, async () => ({ code: 1 }));
    });
    expect(outcome).toEqual({ reply, isReplay: true });
    // BEGIN, the claim, COMMIT.
    expect(sent.count).toBe(3);
  });

  it('when a key comes back with another body, then it is refused in one statement and the work never runs', async () => {
    const claim = await claimFor('a');
    await runIdempotent(t.db, claim, async () => reply);
    let hasRun = false;
    let failure: unknown;
    const sent = await t.countStatements(async () => {
      failure = await runIdempotent(t.db, { ...claim, requestHash: 'b' }, async () => {
        hasRun = true;
        return reply;
      }).catch((error: unknown) => error);
    });
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ kind: 'idempotencyKeyReused' });
    expect(hasRun).toBe(false);
    // BEGIN, the claim, ROLLBACK.
    expect(sent.count).toBe(3);
  });
});
