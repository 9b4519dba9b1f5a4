import { createReadCache } from '../../lib/cache/read-cache.ts';
import type { Db } from '../../lib/db/database.ts';
import { createLocalBus, createRedisBus, type RealtimeBus } from '../../lib/realtime/realtime-bus.ts';
import type { RealtimeLogger } from '../../lib/realtime/stomp-broker.ts';
import { findMemberView, findSession } from './repository.ts';

// Why: nearly every API call reads its session, and every reply to a member carries their
// userContext: two statements per call that mostly answer the same as a moment ago. They are shared
// until what they show changes. A change is announced after its commit, to this process at once and
// to the others through Redis (every read is forgotten when a lost subscription comes back);
// `maxAgeMs` bounds how long a change that was not announced can go unseen. Money is never decided
// from these reads: every debit checks the balance in its own statement.

type Part = 'sessions' | 'view';

/** Which cached reads of which members a change makes stale. */
type MemberChange = { memberIds: number[]; part: Part };

const isMemberChange = (value: unknown): value is MemberChange => {
  if (typeof value !== 'object' || value === null) return false;
  const change = value as Record<string, unknown>;
  return (
    Array.isArray(change.memberIds) &&
    change.memberIds.every((id) => Number.isSafeInteger(id)) &&
    (change.part === 'sessions' || change.part === 'view')
  );
};

const tagOf = (memberId: number, part: Part) => `${part}:${memberId}`;

/** What the member reads are built from. */
export type MemberReadsDeps = {
  db: Db;
  /** Longest a read is reused without news of a change; 0 reads every time. */
  maxAgeMs: number;
  /** With a URL, changes are announced to every process through Redis pub/sub on `channel`. */
  redis?: { url: string; channel: string } | undefined;
  log: RealtimeLogger;
};

/** Sessions and member views (profile and userContext), shared between calls until they change. */
export function createMemberReads({ db, maxAgeMs, redis, log }: MemberReadsDeps) {
  const cache = createReadCache({ maxAgeMs, maxEntries: 100_000 });
  const forget = ({ memberIds, part }: MemberChange) => {
    for (const memberId of memberIds) cache.invalidateTag(tagOf(memberId, part));
  };
  const bus: RealtimeBus<MemberChange> = redis
    ? createRedisBus(
        // Changes announced while the subscription was down are lost: forget every read.
        {
          redisUrl: redis.url,
          channel: redis.channel,
          isMessage: isMemberChange,
          onResubscribed: cache.invalidate,
        },
        forget,
        log,
      )
    : createLocalBus(forget);
  return {
    /** A session with what decides whether it still counts, or undefined. */
    session: (tokenHash: string) =>
      cache.read(
        `session:${tokenHash}`,
        () => findSession(db, tokenHash),
        (row) => (row ? [tagOf(row.memberId, 'sessions')] : []),
      ),
    /** The member's profile and userContext, or undefined when the member is gone. */
    view: (memberId: number) =>
      cache.read(
        `view:${memberId}`,
        () => findMemberView(db, memberId),
        () => [tagOf(memberId, 'view')],
      ),
    /** Drops this process's read of one session (its last-seen time moved). */
    forgetSession: (tokenHash: string) => cache.invalidateKey(`session:${tokenHash}`),
    /** After a commit that changed members' balances, grades, nicks, profiles or unread counts. */
    viewsChanged: (memberIds: number[]) => {
      if (memberIds.length > 0) bus.publish({ memberIds, part: 'view' });
    },
    /** After a commit that ended a member's sessions or changed their status. */
    sessionsChanged: (memberId: number) => bus.publish({ memberIds: [memberId], part: 'sessions' }),
    /** Stops the Redis connections. */
    close: () => bus.close(),
  };
}

/** Cached session and member reads of one app. */
export type MemberReads = ReturnType<typeof createMemberReads>;
