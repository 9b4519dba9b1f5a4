import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type IConfiguration, type ICruiseOptions, type IViolation } from 'dependency-cruiser';
import { afterEach, describe, expect, it } from 'vitest';

// The browser apps' walls (.dependency-cruiser.cjs, run by `npm run lint`), cruised over small trees
// laid out like the member site and the back office, so removing or loosening a rule fails here; and
// over the member site itself, which must break none.
const config: IConfiguration = createRequire(import.meta.url)('../../../.dependency-cruiser.cjs');
const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

// The project's tsconfig is named relative to the repository root, and the imports of the apps are all
// relative or packages: the cruises here resolve without it.
const { tsConfig: _projectTsConfig, ...options } = config.options ?? {};

const trees: string[] = [];

afterEach(() => {
  for (const root of trees.splice(0)) rmSync(root, { recursive: true, force: true });
});

type Found = Pick<IViolation, 'rule' | 'from' | 'to'>;

/** Cruises `start` (paths from `baseDir`) with the project's rules and returns what they report. */
async function violationsUnder(baseDir: string, start: string[], options: ICruiseOptions): Promise<Found[]> {
  const result = await cruise(start, {
    ...options,
    baseDir,
    validate: true,
    ruleSet: { forbidden: config.forbidden ?? [] },
  });
  if (typeof result.output === 'string') throw new Error(result.output);
  return result.output.summary.violations.map(({ rule, from, to }) => ({ rule, from, to }));
}

/** Writes the files (path from the repository root -> source) and returns the rules they break. */
async function violationsOf(files: Record<string, string>): Promise<Found[]> {
  const root = mkdtempSync(path.join(tmpdir(), 'hanpan-web-boundaries-'));
  trees.push(root);
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.join(root, path.dirname(file)), { recursive: true });
    writeFileSync(path.join(root, file), source);
  }
  return violationsUnder(root, ['apps'], options);
}

/** A feature `wallet` with an internal piece and a public module naming it. */
const walletOf = (app: string) => ({
  [`apps/${app}/src/features/wallet/components/amount-field.tsx`]: 'export const AmountField = () => null;\n',
  [`apps/${app}/src/features/wallet/index.ts`]:
    "export { AmountField } from './components/amount-field.tsx';\n",
});

describe.each(['web', 'admin'])('walls between the features of apps/%s', (app) => {
  const features = `apps/${app}/src/features`;

  it('refuses a feature importing another feature’s internals, and only that', async () => {
    const violations = await violationsOf({
      ...walletOf(app),
      [`${features}/payments/charge-form.tsx`]:
        "import { AmountField } from '../wallet/components/amount-field.tsx';\nexport const Form = AmountField;\n",
    });
    expect(violations).toEqual([
      {
        rule: { name: 'browser-feature-public-module-only', severity: 'error' },
        from: `${features}/payments/charge-form.tsx`,
        to: `${features}/wallet/components/amount-field.tsx`,
      },
    ]);
  });

  it('lets the same import through the feature’s index.ts, and anything inside one feature', async () => {
    const violations = await violationsOf({
      ...walletOf(app),
      [`${features}/payments/charge-form.tsx`]:
        "import { AmountField } from '../wallet/index.ts';\nexport const Form = AmountField;\n",
      [`${features}/wallet/pages/wallet-page.tsx`]:
        "import { AmountField } from '../components/amount-field.tsx';\nexport const Page = AmountField;\n",
    });
    expect(violations).toEqual([]);
  });

  it('refuses two features that import each other, even through their public modules', async () => {
    const violations = await violationsOf({
      ...walletOf(app),
      [`${features}/wallet/components/balance.tsx`]:
        "import { Pager } from '../../payments/index.ts';\nexport const Balance = Pager;\n",
      [`${features}/payments/components/pager.tsx`]: 'export const Pager = () => null;\n',
      [`${features}/payments/index.ts`]: "export { Pager } from './components/pager.tsx';\n",
      [`${features}/payments/charge-form.tsx`]:
        "import { AmountField } from '../wallet/index.ts';\nexport const Form = AmountField;\n",
    });
    expect(violations.length).toBeGreaterThan(0);
    expect(violations.every(({ rule }) => rule.name === 'browser-no-feature-cycle')).toBe(true);
    expect(violations.map(({ from }) => from)).toEqual(
      expect.arrayContaining([expect.stringMatching(`^${features}/(payments|wallet)`)]),
    );
  });

  it('refuses shared code (components, lib) importing a feature, its public module included', async () => {
    const violations = await violationsOf({
      ...walletOf(app),
      [`apps/${app}/src/components/money-row.tsx`]:
        "import { AmountField } from '../features/wallet/index.ts';\nexport const Row = AmountField;\n",
      [`apps/${app}/src/lib/amounts.ts`]:
        "import { AmountField } from '../features/wallet/components/amount-field.tsx';\nexport const field = AmountField;\n",
    });
    const rule = { name: 'browser-shared-imports-no-feature', severity: 'error' };
    expect(violations).toEqual(
      expect.arrayContaining([
        { rule, from: `apps/${app}/src/components/money-row.tsx`, to: `${features}/wallet/index.ts` },
        {
          rule,
          from: `apps/${app}/src/lib/amounts.ts`,
          to: `${features}/wallet/components/amount-field.tsx`,
        },
      ]),
    );
    expect(violations).toHaveLength(2);
  });
});

describe('the member site', () => {
  it('breaks none of the rules', async () => {
    const violations = await violationsUnder(repositoryRoot, ['apps/web/src'], options);
    expect(violations).toEqual([]);
  }, 30_000);
});
