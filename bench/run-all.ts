// `npm run bench`: every bench in turn, each in its own process.
import { spawnSync } from 'node:child_process';
import { buildServerOnce } from '../scripts/server-process.ts';

const args = process.argv.slice(2);
// Only `--pg URL` of the arguments (for the benches that take no --seconds).
const pgArgs = args.flatMap((arg, index) => (arg === '--pg' ? [arg, args[index + 1] ?? ''] : []));
// The arguments but `--pg URL` (for the browser bench, which takes --seconds and --build).
const withoutPg = args.filter((arg, index) => arg !== '--pg' && args[index - 1] !== '--pg');
// web-size takes only --build; the database benches take the rest (--pg URL, --seconds N).
const benches: [string, string[]][] = [
  ['web-size.ts', args.filter((arg) => arg === '--build')],
  ['api-latency.ts', args.filter((arg) => arg !== '--build')],
  ['realtime-fanout.ts', []], // its defaults: 1,000 and 5,000 clients
  ['ledger-transfers.ts', args.filter((arg) => arg !== '--build')],
  ['bet-placement.ts', args.filter((arg) => arg !== '--build')],
  ['bet-settlement.ts', pgArgs], // its defaults: 100,000 bets, 1,000 members
  ['feed-ingestion.ts', args.filter((arg) => arg !== '--build')],
  ['fixture-list.ts', args.filter((arg) => arg !== '--build')],
  ['sports-latency.ts', args.filter((arg) => arg !== '--build')], // its defaults: 1,000 clients, 50 updates/s
  ['live-page.ts', withoutPg], // its defaults: 60 live fixtures, 20 updates/s
  ['message-broadcast.ts', pgArgs], // its defaults: 100,000 members, 8 concurrent member requests
  ['minigame-closing-burst.ts', pgArgs], // its defaults: 2,000 members, 10 s window, 32 in flight
  ['virtual-closing-burst.ts', pgArgs], // its defaults: 2,000 members, 10 s window, 32 in flight
  ['casino-overlay-open.ts', args.filter((arg) => arg === '--build')], // its default: 10 opens per game
];
// Once for every bench: they inherit HANPAN_SERVER_BUILT and run this build of apps/server/dist.
buildServerOnce();
let failed = 0;
for (const [bench, benchArgs] of benches) {
  console.log(`\n==> bench ${bench}`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', bench, ...benchArgs], {
    cwd: import.meta.dirname,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    failed += 1;
    console.error(`==> bench ${bench} FAILED (exit ${result.status ?? result.signal})`);
  }
}
process.exitCode = failed > 0 ? 1 : 0;
