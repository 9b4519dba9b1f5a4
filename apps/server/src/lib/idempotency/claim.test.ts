import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories.ts';
import { countingStatements } from '../../../test/statement-counter.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { AppError } from '../http/app-error.ts';
import { type IdempotencyClaim, runIdempotent } from './repository.ts';

// The claim is one call of idempotency_claim (migration 0031): a new key, a replay and a refused
// reuse each cost it one statement.
const t = useTestApp();

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
    const counter = countingStatements(t.db);
    const outcome = await runIdempotent(counter.db, claim, async () => reply);
    expect(outcome).toEqual({ reply, isReplay: false });
    expect(counter.count()).toBe(2);
  });

  it('when a key comes back with the same request, then the stored reply is replayed in one statement', async () => {
    const claim = await claimFor('a');
    await runIdempotent(t.db, claim, async () => reply);
    const counter = countingStatements(t.db);
    const outcome = await runIdempotent(counter.db, claim, async () => ({ code: 1 }));
    expect(outcome).toEqual({ reply, isReplay: true });
    expect(counter.count()).toBe(1);
  });

  it('when a key comes back with another body, then it is refused in one statement and the work never runs', async () => {
    const claim = await claimFor('a');
    await runIdempotent(t.db, claim, async () => reply);
    const counter = countingStatements(t.db);
    let hasRun = false;
    const reused = runIdempotent(counter.db, { ...claim, requestHash: 'b' }, async () => {
      hasRun = true;
      return reply;
    });
    await expect(reused).rejects.toBeInstanceOf(AppError);
    await expect(reused).rejects.toMatchObject({ kind: 'idempotencyKeyReused' });
    expect(hasRun).toBe(false);
    expect(counter.count()).toBe(1);
  });
});
