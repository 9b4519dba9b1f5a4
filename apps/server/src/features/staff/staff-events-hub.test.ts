import type { StaffCounts } from '@hanpan/core/api/staff-events';
import type { StaffRole } from '@hanpan/core/staff-roles';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RecordingResponse } from '../../../test/recording-response.ts';
import { countsForRole, createStaffEvents, type StaffCountsNeeded } from './staff-events.ts';

// The hub on its own, with fake timers and a response that records what was written.

const silentLog = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };

let current: Required<StaffCounts>;
let reads: StaffCountsNeeded[];
let hub: ReturnType<typeof createStaffEvents>;
const readCounts = async (needed: StaffCountsNeeded) => {
  reads.push(needed);
  return { ...current };
};
const openStream = (role: StaffRole, checkSession = async (): Promise<StaffRole | null> => role) => {
  const response = new RecordingResponse();
  hub.open({ tokenHash: `session-${role}`, role, checkSession }, response.asResponse());
  return response;
};

beforeEach(() => {
  vi.useFakeTimers();
  current = { waitingInquiries: 1, pendingCharges: 2, pendingExchanges: 3 };
  reads = [];
  hub = createStaffEvents({
    readCounts,
    log: silentLog,
    timings: { debounceMs: 200, sessionCheckMs: 30_000 },
  });
});
afterEach(async () => {
  await hub.close();
  vi.useRealTimers();
});

describe('staff events hub', () => {
  it('when a hundred changes come at once, then one read serves every stream after the debounce', async () => {
    const support = openStream('support');
    const finance = openStream('finance');
    await vi.advanceTimersByTimeAsync(0);
    expect(reads).toHaveLength(2);
    current.waitingInquiries = 101;
    for (let change = 0; change < 100; change++) hub.countsChanged();
    await vi.advanceTimersByTimeAsync(199);
    expect(reads).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(reads).toEqual([
      { inquiries: true, payments: false },
      { inquiries: false, payments: true },
      { inquiries: true, payments: true },
    ]);
    expect(support.counts()).toEqual([{ waitingInquiries: 1 }, { waitingInquiries: 101 }]);
    // Finance cannot see inquiries: nothing changed for them, so nothing was sent.
    expect(finance.counts()).toEqual([{ pendingCharges: 2, pendingExchanges: 3 }]);
  });

  it('when nothing is open, then a change reads nothing', async () => {
    hub.countsChanged();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(reads).toEqual([]);
  });

  it('when quiet, then a keep-alive comment goes out every 25 s', async () => {
    const stream = openStream('owner');
    await vi.advanceTimersByTimeAsync(25_000);
    expect(stream.written.filter((text) => text === ':\n\n')).toHaveLength(1);
  });

  it('when the session check finds the session gone, then its stream ends; a live one stays', async () => {
    const gone = openStream('support', async () => null);
    const live = openStream('finance');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(gone.writableEnded).toBe(true);
    expect(live.writableEnded).toBe(false);
  });

  it('when the session ended message comes, then only that session’s streams end', async () => {
    const ended = openStream('support');
    const other = openStream('finance');
    hub.sessionEnded('session-support');
    expect(ended.writableEnded).toBe(true);
    expect(other.writableEnded).toBe(false);
    expect(hub.hasRoomFor('session-support')).toBe(true);
  });

  it('when the client stops reading, then its stream is dropped instead of buffering', async () => {
    const stream = openStream('owner');
    stream.writableLength = 1024 * 1024;
    await vi.advanceTimersByTimeAsync(25_000);
    expect(stream.destroyed).toBe(true);
    expect(hub.hasRoomFor('session-owner')).toBe(true);
  });

  it('when the session check finds a new role, then the stream gets the counts of that role', async () => {
    let role: StaffRole = 'support';
    const stream = openStream('support', async () => role);
    await vi.advanceTimersByTimeAsync(0);
    role = 'finance';
    await vi.advanceTimersByTimeAsync(30_000 + 200);
    expect(stream.counts()).toEqual([{ waitingInquiries: 1 }, { pendingCharges: 2, pendingExchanges: 3 }]);
  });
});

describe('staff events hub, reads finishing out of order', () => {
  it('when an older read comes back after a newer one, then its figures are not sent', async () => {
    const pending: ((counts: StaffCounts) => void)[] = [];
    const slowHub = createStaffEvents({
      readCounts: () => new Promise((resolve) => pending.push(resolve)),
      log: silentLog,
      timings: { debounceMs: 200 },
    });
    const stream = new RecordingResponse();
    slowHub.open(
      { tokenHash: 'slow', role: 'support', checkSession: async () => 'support' },
      stream.asResponse(),
    );
    slowHub.countsChanged();
    await vi.advanceTimersByTimeAsync(200);
    expect(pending).toHaveLength(2);
    pending[1]!({ waitingInquiries: 7 });
    await vi.advanceTimersByTimeAsync(0);
    pending[0]!({ waitingInquiries: 6 });
    await vi.advanceTimersByTimeAsync(0);
    expect(stream.counts()).toEqual([{ waitingInquiries: 7 }]);
    await slowHub.close();
  });
});

describe('countsForRole', () => {
  it.each([
    ['owner', ['pendingCharges', 'pendingExchanges', 'waitingInquiries']],
    ['operator', ['pendingCharges', 'pendingExchanges', 'waitingInquiries']],
    ['finance', ['pendingCharges', 'pendingExchanges']],
    ['support', ['waitingInquiries']],
  ] as const)('when the role is %s, then it sees %j', (role, keys) => {
    expect(
      Object.keys(
        countsForRole(role, { waitingInquiries: 1, pendingCharges: 2, pendingExchanges: 3 }),
      ).sort(),
    ).toEqual(keys);
  });
});
