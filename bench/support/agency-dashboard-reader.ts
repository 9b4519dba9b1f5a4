// A child process of the agency-settlement bench: reads one partner's dashboard over and over, as
// POST /api/agency/summary does after authentication (the owner's subtree scope, then the summary of a
// KST period), with a connection pool and an event loop of its own: the settlement's JavaScript work in
// the bench process does not stand in its way, only what the two share (the database, the cores) does.
// Usage: agency-dashboard-reader.ts <database url> <owner member id> <from> <to>
// Prints {"kind":"ready",...} once warm; stdin `start` begins a measurement, `stop` ends it and prints
// {"kind":"samples","ms":[...]} (each read's time); closing stdin ends the process.
import { createInterface } from 'node:readline';
import { createAgencyService } from '../../apps/server/src/features/agency/index.ts';
import { openDatabase } from '../../apps/server/src/lib/db/open-database.ts';

/** What the reader prints: ready (with the subtree's members and partners) or one measurement's read times. */
export type DashboardReaderLine =
  | { kind: 'ready'; members: number; partners: number }
  | { kind: 'samples'; ms: number[] };

const [databaseUrl, ownerArg, fromArg, toArg] = process.argv.slice(2);
if (!databaseUrl || !ownerArg || !fromArg || !toArg)
  throw new Error('usage: <database url> <owner id> <from> <to>');
const ownerId = Number(ownerArg);
const period: { from: string; to: string } = { from: fromArg, to: toArg };
const handle = await openDatabase({ databaseUrl, poolMax: 6 });
const agency = createAgencyService({ db: handle.db, now: () => new Date() });
const print = (line: DashboardReaderLine) => process.stdout.write(`${JSON.stringify(line)}\n`);

/** One dashboard read; resolves with its summary's member count and the partners in scope. */
async function readDashboard() {
  const scope = await agency.scopeOf(ownerId);
  if (scope === null) throw new Error(`member ${ownerId} owns no partner`);
  const summary = await agency.summary(scope, period.from, period.to);
  return { members: summary.members, partners: scope.partners.size };
}

let warm = { members: 0, partners: 0 };
for (let index = 0; index < 5; index += 1) warm = await readDashboard();
print({ kind: 'ready', ...warm });

let isReading = false;
let reading: Promise<number[]> | null = null;

/** Reads one after another (one partner's page refreshing) until `stop`; resolves with each read's ms. */
async function readUntilStopped(): Promise<number[]> {
  const samples: number[] = [];
  while (isReading) {
    const start = performance.now();
    await readDashboard();
    samples.push(performance.now() - start);
  }
  return samples;
}

const lines = createInterface({ input: process.stdin });
lines.on('line', (command) => {
  if (command === 'start' && !isReading) {
    isReading = true;
    reading = readUntilStopped();
  } else if (command === 'stop' && reading) {
    isReading = false;
    const done = reading;
    reading = null;
    void done.then((ms) => print({ kind: 'samples', ms }));
  }
});
lines.on('close', () => {
  isReading = false;
  void (reading ?? Promise.resolve()).finally(() => handle.close());
});
