import type { ServerResponse } from 'node:http';
import { type StaffCounts, staffCountsEventName } from '@hanpan/core/api/staff-events';
import { canStaff, type StaffRole } from '@hanpan/core/staff-roles';
import { createLocalBus, createRedisBus } from '../../lib/realtime/realtime-bus.ts';
import type { RealtimeLogger } from '../../lib/realtime/stomp-broker.ts';

/** Which figures a recount reads: only those some open stream may see. */
export type StaffCountsNeeded = { inquiries: boolean; payments: boolean };

/** Reads the current counts (the needed ones; the others may be left out). */
export type ReadStaffCounts = (needed: StaffCountsNeeded) => Promise<StaffCounts>;

/** The current role of a stream's session, or null once it ended (logout, expiry, disabled). */
export type CheckStaffSession = () => Promise<StaffRole | null>;

/** Timings and bounds of the staff event streams (tests shorten them). */
export type StaffEventsTimings = {
  /** A burst of changes within this window costs one recount per process. */
  debounceMs: number;
  /** A comment line this often keeps proxies from closing a quiet stream. */
  keepAliveMs: number;
  /** Each stream's session is checked this often; a gone session ends its streams. */
  sessionCheckMs: number;
  /** Open streams one staff session may hold (a few tabs). */
  maxStreamsPerSession: number;
};

/** The timings used outside tests. */
export const defaultStaffEventsTimings: StaffEventsTimings = {
  debounceMs: 200,
  keepAliveMs: 25_000,
  sessionCheckMs: 30_000,
  maxStreamsPerSession: 5,
};

// A client that stops reading is dropped once this much waits in its socket buffer.
const maxBufferedBytes = 64 * 1024;

type StaffBusMessage = { kind: 'countsChanged' } | { kind: 'sessionEnded'; tokenHash: string };

const isStaffBusMessage = (value: unknown): value is StaffBusMessage => {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as Record<string, unknown>;
  return (
    message.kind === 'countsChanged' ||
    (message.kind === 'sessionEnded' && typeof message.tokenHash === 'string')
  );
};

type Stream = {
  tokenHash: string;
  role: StaffRole;
  response: ServerResponse;
  checkSession: CheckStaffSession;
  /** The recount whose figures this stream last got (an older read arriving late is dropped). */
  lastRead: number;
  lastSent: string | null;
};

/** The counts a role may see: waiting inquiries with 'inquiries.answer', the money queues with 'payments.view'. */
export function countsForRole(role: StaffRole, counts: StaffCounts): StaffCounts {
  return {
    ...(canStaff(role, 'inquiries.answer') ? { waitingInquiries: counts.waitingInquiries ?? 0 } : {}),
    ...(canStaff(role, 'payments.view')
      ? { pendingCharges: counts.pendingCharges ?? 0, pendingExchanges: counts.pendingExchanges ?? 0 }
      : {}),
  };
}

/** What a role needs read. */
export function countsNeededBy(roles: Iterable<StaffRole>): StaffCountsNeeded {
  const needed = { inquiries: false, payments: false };
  for (const role of roles) {
    needed.inquiries ||= canStaff(role, 'inquiries.answer');
    needed.payments ||= canStaff(role, 'payments.view');
  }
  return needed;
}

/**
 * The back office's live counts: open SSE streams of this process, told of changes through a bus
 * (Redis across processes when configured). A change anywhere recounts once per debounce window
 * and sends each stream the figures its role may see, when they differ from what it last got.
 */
export function createStaffEvents(deps: {
  readCounts: ReadStaffCounts;
  log: RealtimeLogger;
  redis?: { url: string; channel: string };
  timings?: Partial<StaffEventsTimings>;
}) {
  const timings = { ...defaultStaffEventsTimings, ...deps.timings };
  const streams = new Set<Stream>();
  let reads = 0;
  let recountTimer: NodeJS.Timeout | null = null;

  const write = (stream: Stream, text: string) => {
    const { response } = stream;
    if (response.writableEnded || response.destroyed) return;
    if (response.writableLength > maxBufferedBytes) {
      // Ending politely would wait on the same full buffer: the socket goes at once.
      streams.delete(stream);
      response.destroy();
      return;
    }
    response.write(text);
  };
  const end = (stream: Stream) => {
    streams.delete(stream);
    if (!stream.response.writableEnded) stream.response.end();
  };

  // Reads once for the given streams, then sends each its part unless a newer read got there first.
  const recount = async (targets: Stream[]) => {
    if (targets.length === 0) return;
    const read = ++reads;
    let counts: StaffCounts;
    try {
      counts = await deps.readCounts(countsNeededBy(targets.map((stream) => stream.role)));
    } catch (error) {
      deps.log.error({ err: error }, 'Staff counts read failed');
      return;
    }
    for (const stream of targets) {
      if (!streams.has(stream) || stream.lastRead > read) continue;
      stream.lastRead = read;
      const data = JSON.stringify(countsForRole(stream.role, counts));
      if (data === stream.lastSent) continue;
      stream.lastSent = data;
      write(stream, `event: ${staffCountsEventName}\ndata: ${data}\n\n`);
    }
  };

  const scheduleRecount = () => {
    if (recountTimer || streams.size === 0) return;
    recountTimer = setTimeout(() => {
      recountTimer = null;
      void recount([...streams]);
    }, timings.debounceMs);
  };

  const deliver = (message: StaffBusMessage) => {
    if (message.kind === 'countsChanged') return scheduleRecount();
    for (const stream of streams) if (stream.tokenHash === message.tokenHash) end(stream);
  };
  const bus = deps.redis
    ? createRedisBus(
        { redisUrl: deps.redis.url, channel: deps.redis.channel, isMessage: isStaffBusMessage },
        deliver,
        deps.log,
      )
    : createLocalBus(deliver);

  // One check per session however many tabs it has open; a slow round is not overlapped by the next.
  let isChecking = false;
  const checkSessions = async () => {
    if (isChecking) return;
    isChecking = true;
    try {
      await checkEachSession();
    } finally {
      isChecking = false;
    }
  };
  const checkEachSession = async () => {
    const bySession = new Map<string, Stream[]>();
    for (const stream of streams)
      bySession.set(stream.tokenHash, [...(bySession.get(stream.tokenHash) ?? []), stream]);
    let isRoleChanged = false;
    for (const sessionStreams of bySession.values()) {
      let role: StaffRole | null;
      try {
        role = await sessionStreams[0]!.checkSession();
      } catch (error) {
        deps.log.error({ err: error }, 'Staff stream session check failed');
        continue;
      }
      for (const stream of sessionStreams) {
        if (role === null) end(stream);
        else if (role !== stream.role) {
          stream.role = role;
          isRoleChanged = true;
        }
      }
    }
    if (isRoleChanged) scheduleRecount();
  };
  const keepAlive = setInterval(() => {
    for (const stream of streams) write(stream, ':\n\n');
  }, timings.keepAliveMs);
  const sessionChecks = setInterval(() => void checkSessions(), timings.sessionCheckMs);
  keepAlive.unref();
  sessionChecks.unref();

  return {
    /** Say after a commit that changed a waiting inquiry or a pending charge or exchange. */
    countsChanged(): void {
      bus.publish({ kind: 'countsChanged' });
    },

    /** Say when a staff session ended (logout): its streams end in every process. */
    sessionEnded(tokenHash: string): void {
      bus.publish({ kind: 'sessionEnded', tokenHash });
    },

    /** True while the session may open one more stream. */
    hasRoomFor(tokenHash: string): boolean {
      let open = 0;
      for (const stream of streams) if (stream.tokenHash === tokenHash) open++;
      return open < timings.maxStreamsPerSession;
    },

    /** Starts an event stream on a hijacked response and sends it the current counts. */
    open(
      session: { tokenHash: string; role: StaffRole; checkSession: CheckStaffSession },
      response: ServerResponse,
    ) {
      const stream: Stream = { ...session, response, lastRead: 0, lastSent: null };
      streams.add(stream);
      response.on('close', () => streams.delete(stream));
      response.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        // Proxies (nginx) would otherwise hold the events back in their buffers.
        'x-accel-buffering': 'no',
      });
      write(stream, 'retry: 5000\n\n');
      void recount([stream]);
    },

    /** Reads the counts a role may see (the pages' poll while their stream is down). */
    async readFor(role: StaffRole): Promise<StaffCounts> {
      return countsForRole(role, await deps.readCounts(countsNeededBy([role])));
    },

    /** Ends every stream and stops the timers and the bus (before the HTTP server closes). */
    async close(): Promise<void> {
      clearInterval(keepAlive);
      clearInterval(sessionChecks);
      if (recountTimer) clearTimeout(recountTimer);
      recountTimer = null;
      for (const stream of [...streams]) end(stream);
      await bus.close();
    },
  };
}

/** The staff event streams of this process. */
export type StaffEvents = ReturnType<typeof createStaffEvents>;
