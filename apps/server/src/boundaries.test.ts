import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cruise, type IConfiguration, type IViolation } from 'dependency-cruiser';
import { afterEach, describe, expect, it } from 'vitest';

// The project's own rules (.dependency-cruiser.cjs, run by `npm run lint:boundaries`), cruised over
// a small tree laid out like the repository, so removing or loosening a rule fails here.
const config: IConfiguration = createRequire(import.meta.url)('../../../.dependency-cruiser.cjs');

const trees: string[] = [];

afterEach(() => {
  for (const root of trees.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** Writes the files (path from the repository root -> source) and returns the rules they break. */
async function violationsOf(files: Record<string, string>): Promise<Pick<IViolation, 'from' | 'to'>[]> {
  const root = mkdtempSync(path.join(tmpdir(), 'hanpan-boundaries-'));
  trees.push(root);
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.join(root, path.dirname(file)), { recursive: true });
    writeFileSync(path.join(root, file), source);
  }
  const { tsConfig: _projectTsConfig, ...options } = config.options ?? {};
  const result = await cruise(['apps'], {
    ...options,
    baseDir: root,
    validate: true,
    ruleSet: { forbidden: config.forbidden ?? [] },
  });
  if (typeof result.output === 'string') throw new Error(result.output);
  return result.output.summary.violations.map(({ rule, from, to }) => ({ rule, from, to }));
}

const wallet = {
  'apps/server/src/features/wallet/ledger-repository.ts': 'export const postTransfer = () => 1;\n',
  'apps/server/src/features/wallet/money-step.ts':
    "import { postTransfer } from './ledger-repository.ts';\nexport const moveMoney = postTransfer;\n",
  'apps/server/src/features/wallet/index.ts': "export { moveMoney } from './money-step.ts';\n",
};

describe('feature boundaries', () => {
  it('refuses a feature importing another feature’s repository, and only that', async () => {
    const violations = await violationsOf({
      ...wallet,
      'apps/server/src/features/casino/wallet-bet.ts':
        "import { postTransfer } from '../wallet/ledger-repository.ts';\nexport const bet = postTransfer;\n",
    });
    expect(violations).toEqual([
      {
        rule: { name: 'feature-public-module-only', severity: 'error' },
        from: 'apps/server/src/features/casino/wallet-bet.ts',
        to: 'apps/server/src/features/wallet/ledger-repository.ts',
      },
    ]);
  });

  it('lets the same import through the feature’s index.ts, and anything inside one feature', async () => {
    const violations = await violationsOf({
      ...wallet,
      'apps/server/src/features/casino/wallet-bet.ts':
        "import { moveMoney } from '../wallet/index.ts';\nexport const bet = moveMoney;\n",
      'apps/server/src/features/wallet/settings/limits.ts':
        "import { postTransfer } from '../ledger-repository.ts';\nexport const limit = postTransfer;\n",
    });
    expect(violations).toEqual([]);
  });

  it('holds the composition roots to index.ts too', async () => {
    const violations = await violationsOf({
      ...wallet,
      'apps/server/src/app.ts':
        "import { postTransfer } from './features/wallet/ledger-repository.ts';\nexport const app = postTransfer;\n",
    });
    expect(violations).toEqual([
      {
        rule: { name: 'roots-use-feature-public-module', severity: 'error' },
        from: 'apps/server/src/app.ts',
        to: 'apps/server/src/features/wallet/ledger-repository.ts',
      },
    ]);
  });

  it('refuses a public module re-exporting a repository (values, types, a subfolder’s), or importing one to wrap it', async () => {
    const violations = await violationsOf({
      ...wallet,
      'apps/server/src/features/wallet/settings/repository.ts': 'export type Limits = { daily: number };\n',
      'apps/server/src/features/wallet/debt-repository.ts': 'export const lockDebts = () => 2;\n',
      'apps/server/src/features/wallet/index.ts': [
        "import { lockDebts } from './debt-repository.ts';",
        "export { postTransfer } from './ledger-repository.ts';",
        "export type { Limits } from './settings/repository.ts';",
        "export { moveMoney } from './money-step.ts';",
        'export const lockDebtsFor = lockDebts;',
        '',
      ].join('\n'),
    });
    const rule = { name: 'public-module-exports-no-repository', severity: 'error' };
    const from = 'apps/server/src/features/wallet/index.ts';
    expect(violations).toEqual(
      expect.arrayContaining([
        { rule, from, to: 'apps/server/src/features/wallet/debt-repository.ts' },
        { rule, from, to: 'apps/server/src/features/wallet/ledger-repository.ts' },
        { rule, from, to: 'apps/server/src/features/wallet/settings/repository.ts' },
      ]),
    );
    expect(violations).toHaveLength(3);
  });

  it('refuses runtime code importing a constant from a migration, and lets the migrations import runtime code', async () => {
    const violations = await violationsOf({
      'apps/server/src/lib/db/migrated-names.ts': "export const betLimitsKey = 'betLimits';\n",
      'apps/server/src/lib/db/migrations/0006-betting.ts':
        "import { betLimitsKey } from '../migrated-names.ts';\nexport const up = betLimitsKey;\n",
      'apps/server/src/lib/db/migrations.ts': "export * as betting from './migrations/0006-betting.ts';\n",
      'apps/server/src/features/betting/limits-repository.ts':
        "import { up } from '../../lib/db/migrations/0006-betting.ts';\nexport const key = up;\n",
    });
    expect(violations).toEqual([
      {
        rule: { name: 'migrations-import-runtime-not-back', severity: 'error' },
        from: 'apps/server/src/features/betting/limits-repository.ts',
        to: 'apps/server/src/lib/db/migrations/0006-betting.ts',
      },
    ]);
  });
});
