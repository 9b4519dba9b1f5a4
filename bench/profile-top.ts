// The functions with most self time in a CPU profile (`node --cpu-prof`, or a bench's --cpu-prof DIR),
// optionally only between two instants of the profiler's clock (the µs a bench prints with its summary).
// Usage: npm run profile-top -w @hanpan/bench -- FILE.cpuprofile [--from US --to US] [--top 10] [--requests N]
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { type CpuProfile, printSelfTimeTable, topSelfTime } from './support/cpu-profile.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    from: { type: 'string' },
    to: { type: 'string' },
    top: { type: 'string' },
    requests: { type: 'string' },
  },
});
const [file] = positionals;
if (!file)
  throw new Error('usage: profile-top FILE.cpuprofile [--from US --to US] [--top 10] [--requests N]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
const window = {
  fromUs: Number(values.from ?? profile.startTime),
  toUs: Number(values.to ?? profile.endTime),
};
const { busyMs, entries } = topSelfTime(profile, Number(values.top ?? 10), window);
const requests = Number(values.requests ?? 0);
console.log(
  `${file}: ${Math.round(busyMs)} ms busy in ${((window.toUs - window.fromUs) / 1e6).toFixed(1)} s` +
    (requests > 0 ? `, ${(busyMs / requests).toFixed(2)} ms per request` : ''),
);
printSelfTimeTable(entries);
