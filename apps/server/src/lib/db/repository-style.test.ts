import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// One repository style: every query is a free function taking `db` (a Db or a transaction handle),
// so a service composes them inside its own transaction. A factory holding `db` and returning an
// object of functions is the other style, which this test keeps from coming back.

const serverRoot = path.resolve(import.meta.dirname, '../../..');
const scannedDirs = [
  path.join(serverRoot, 'src'),
  path.join(serverRoot, 'test'),
  path.join(serverRoot, '../../bench'),
];

const factoryName = /^create\w*Repository$/;

function isFunctionLike(node: ts.Node | undefined): boolean {
  return node !== undefined && (ts.isArrowFunction(node) || ts.isFunctionExpression(node));
}

// An object literal with a method or a function-valued property.
function isObjectOfFunctions(node: ts.Node | undefined): boolean {
  let inner = node;
  while (
    inner &&
    (ts.isParenthesizedExpression(inner) || ts.isAsExpression(inner) || ts.isSatisfiesExpression(inner))
  ) {
    inner = inner.expression;
  }
  if (!inner || !ts.isObjectLiteralExpression(inner)) return false;
  return inner.properties.some(
    (member) =>
      ts.isMethodDeclaration(member) ||
      (ts.isPropertyAssignment(member) && isFunctionLike(member.initializer)),
  );
}

/** The lines of `text` that read as a repository factory (a name or, in a repository file, a shape). */
function findFactories(fileName: string, text: string): string[] {
  const isRepositoryFile = /repository[^/]*\.ts$/.test(fileName);
  // Parsing only what may hold a factory keeps the scan of the whole server fast.
  if (!isRepositoryFile && !/create\w*Repository/.test(text)) return [];
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const report = (node: ts.Node, what: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push(`${path.relative(serverRoot, fileName)}:${line + 1} ${what}`);
  };
  const visit = (node: ts.Node) => {
    if ((ts.isFunctionDeclaration(node) || ts.isVariableDeclaration(node)) && node.name) {
      const name = node.name.getText(source);
      if (factoryName.test(name)) report(node, `${name}: a repository factory`);
    }
    if (isRepositoryFile) {
      if (ts.isReturnStatement(node) && isObjectOfFunctions(node.expression)) {
        report(node, 'returns an object of functions');
      }
      if (ts.isArrowFunction(node) && isObjectOfFunctions(node.body)) {
        report(node, 'returns an object of functions');
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts') && !name.includes('node_modules'))
    .map((name) => path.join(dir, name));
}

describe('the repository style', () => {
  it('when the server, its test support and the benches are scanned, then no repository is a factory', () => {
    const found = scannedDirs
      .flatMap(sourceFiles)
      .filter((file) => file !== import.meta.filename)
      .flatMap((file) => findFactories(file, readFileSync(file, 'utf8')));
    expect(found).toEqual([]);
  });

  it('when a repository factory is planted, then the scan reports its name and its shape', () => {
    const planted = [
      "import type { Db } from '../../lib/db/database.ts';",
      'export function createTickerRepository(db: Db) {',
      '  return {',
      "    listAll() { return db.selectFrom('site_ticker').selectAll().execute(); },",
      '  };',
      '}',
      'export const tickerReads = (db: Db) => ({',
      "  count: () => db.selectFrom('site_ticker').select('id').execute(),",
      '});',
    ].join('\n');
    expect(findFactories(path.join(serverRoot, 'src/features/boards/ticker-repository.ts'), planted)).toEqual(
      [
        'src/features/boards/ticker-repository.ts:2 createTickerRepository: a repository factory',
        'src/features/boards/ticker-repository.ts:3 returns an object of functions',
        'src/features/boards/ticker-repository.ts:7 returns an object of functions',
      ],
    );
  });

  it('when a repository exports free functions that return rows, then the scan reports nothing', () => {
    const freeFunctions = [
      "import type { Db } from '../../lib/db/database.ts';",
      'export async function listTickerPage(db: Db, offset: number) {',
      "  const rows = await db.selectFrom('site_ticker').selectAll().offset(offset).execute();",
      '  return { rows, total: rows.length };',
      '}',
    ].join('\n');
    expect(
      findFactories(path.join(serverRoot, 'src/features/boards/ticker-repository.ts'), freeFunctions),
    ).toEqual([]);
  });
});
