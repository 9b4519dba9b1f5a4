// Web size bench: the gzip size of the JavaScript the home route loads, against the 200 KB budget.
// The figure comes from apps/web/scripts/report-size.mjs (the web build's own report), read here.
// Usage: tsx web-size.ts [--build]  (builds when dist is missing or --build is given)
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot } from '../scripts/server-process.ts';

const { values } = parseArgs({ options: { build: { type: 'boolean', default: false } } });
const manifest = join(repoRoot, 'apps/web/dist/.vite/manifest.json');

/** Runs a command at the repo root and returns its stdout (stderr passes through). */
function run(command: string, args: string[]): { status: number | null; stdout: string } {
  const result = spawnSync(command, args, {
    cwd: repoRoot,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return { status: result.status, stdout: result.stdout };
}

const shouldBuild = values.build || !existsSync(manifest);
const report = shouldBuild
  ? run('npm', ['run', 'build', '-w', '@hanpan/web'])
  : run(process.execPath, ['apps/web/scripts/report-size.mjs']);
const summary = /home route JavaScript: ([\d.]+) KB gzip \(budget ([\d.]+) KB\)/.exec(report.stdout);
if (!summary) {
  console.error(report.stdout);
  throw new Error(
    'web-size: no "home route JavaScript" line in the report of apps/web/scripts/report-size.mjs',
  );
}
const [, sizeKb, budgetKb] = summary.map(Number) as [number, number, number];
const lines = report.stdout.split('\n').filter((line) => /KB/.test(line));
console.log(`web-size (${shouldBuild ? 'fresh build' : 'existing apps/web/dist'}):\n${lines.join('\n')}`);
console.log(
  `baseline: the ${budgetKb} KB gzip budget of the home route; measured ${sizeKb} KB = ` +
    `${((sizeKb / budgetKb) * 100).toFixed(1)}% of budget (${sizeKb <= budgetKb ? 'within' : 'OVER'})`,
);
if (report.status !== 0) process.exitCode = 1;
