// Checks that the README's feature table (section "Features") lists exactly the feature folders of the
// server, the member site and the back office: a row per name, and a dash in an app's column exactly when
// that app has no folder of that name. Run by `npm run lint` (lint:features).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const apps = [
  { column: 1, label: 'server', folder: 'apps/server/src/features' },
  { column: 2, label: 'member site', folder: 'apps/web/src/features' },
  { column: 3, label: 'back office', folder: 'apps/admin/src/features' },
] as const;

/** The table's rows: the feature name and its cells, from the README's "## Features" section. */
function readFeatureTable(readme: string): { name: string; cells: string[] }[] {
  const section = readme.split(/^## Features\s*$/m)[1]?.split(/^## /m)[0] ?? '';
  return section
    .split('\n')
    .filter((line) => /^\|\s*`[^`]+`\s*\|/.test(line))
    .map((line) => {
      const cells = line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim());
      return { name: (cells[0] ?? '').replaceAll('`', ''), cells };
    });
}

/** What differs between the table and the folders, one line per difference (empty when they agree). */
function compareFeatureTable(
  rows: { name: string; cells: string[] }[],
  foldersOf: (folder: string) => string[],
): string[] {
  const problems: string[] = [];
  const named = new Set(rows.map((row) => row.name));
  for (const app of apps) {
    const folders = new Set(foldersOf(app.folder));
    for (const row of rows) {
      const listed = !/^—/.test(row.cells[app.column] ?? '—');
      if (listed && !folders.has(row.name))
        problems.push(`${app.label}: the table lists ${row.name}, ${app.folder} has no such folder`);
      if (!listed && folders.has(row.name))
        problems.push(`${app.label}: ${app.folder}/${row.name} exists, the table has a dash`);
    }
    for (const folder of folders) {
      if (!named.has(folder)) problems.push(`${app.label}: ${app.folder}/${folder} has no row in the table`);
    }
  }
  return problems;
}

function foldersIn(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

{
  const rows = readFeatureTable(readFileSync(join(root, 'README.md'), 'utf8'));
  const problems =
    rows.length === 0
      ? ['README.md has no feature table under "## Features"']
      : compareFeatureTable(rows, foldersIn);
  for (const problem of problems) console.error(`feature table: ${problem}`);
  if (problems.length > 0) process.exit(1);
  console.log(`feature table: ${rows.length} features match the folders of the three apps`);
}
