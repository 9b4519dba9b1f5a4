import http from 'node:http';
import { type StaffCounts, staffCountsSchema } from '@hanpan/core/api/staff-events';

/** An open GET /api/staff/events over a real socket, read as the browser's EventSource would. */
export type TestStaffStream = {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Every counts event so far, in order. */
  counts: StaffCounts[];
  /** Every raw line received (keep-alive comments included). */
  lines: string[];
  /** The first counts event (from now on, or already received) that `isWanted` accepts. */
  nextCounts(isWanted: (counts: StaffCounts) => boolean, timeoutMs?: number): Promise<StaffCounts>;
  /** Resolves when the server ended the stream. */
  ended: Promise<void>;
  close(): void;
};

/** Opens the staff event stream with a staff session token (a refusal comes back as its body). */
export function openStaffStream(baseUrl: string, token: string | null): Promise<TestStaffStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${baseUrl}/api/staff/events`,
      // As a browser asks: compression must not hold the events back.
      {
        headers: {
          'accept-encoding': 'gzip, deflate, br',
          ...(token ? { cookie: `hanpan_staff_sid=${token}` } : {}),
        },
      },
      (response) => {
        const counts: StaffCounts[] = [];
        const lines: string[] = [];
        const waiters = new Set<() => void>();
        let buffer = '';
        let eventName = 'message';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          buffer += chunk;
          const parts = buffer.split('\n');
          buffer = parts.pop() ?? '';
          for (const line of parts) {
            lines.push(line);
            if (line.startsWith('event: ')) eventName = line.slice(7);
            else if (line.startsWith('data: ') && eventName === 'counts') {
              counts.push(staffCountsSchema.strict().parse(JSON.parse(line.slice(6))));
              for (const wake of waiters) wake();
            } else if (line === '') eventName = 'message';
          }
        });
        response.on('end', () => {
          if (buffer) lines.push(buffer);
        });
        const ended = new Promise<void>((done) => response.on('close', done));
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          counts,
          lines,
          ended,
          close: () => request.destroy(),
          nextCounts(isWanted, timeoutMs = 5_000) {
            const from = counts.length === 0 ? 0 : counts.length - 1;
            return new Promise((found, fail) => {
              const check = () => {
                const match = counts.slice(from).find(isWanted);
                if (!match) return;
                waiters.delete(check);
                clearTimeout(timer);
                found(match);
              };
              const timer = setTimeout(() => {
                waiters.delete(check);
                fail(new Error(`No wanted counts within ${timeoutMs} ms; got ${JSON.stringify(counts)}`));
              }, timeoutMs);
              waiters.add(check);
              check();
            });
          },
        });
      },
    );
    request.on('error', reject);
  });
}

/** The whole body of a refused stream request (a JSON envelope). */
export async function readRefusal(stream: TestStaffStream): Promise<unknown> {
  await stream.ended;
  return JSON.parse(stream.lines.join('\n'));
}
