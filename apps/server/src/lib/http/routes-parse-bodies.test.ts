import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every route hands its body and query to parse-body.ts (readBody / parseBody with the call's core
// schema, readRawBody for uploads and signed provider calls) before anything else sees them, so a
// service never takes `unknown` from the wire. This scans the files that touch Fastify requests.

const srcDir = join(import.meta.dirname, '../..');
const parseHelpers = ['parseBody', 'readBody', 'readRawBody'];

const rawRead = /\b(?:request|req)\s*(?:\.\s*|\[\s*['"])(body|query)\b/g;
const destructured = /\{[^{}]*\b(body|query)\b[^{}]*\}\s*=\s*(?:request|req)\b/g;
// The helper call the read is the first or second argument of: `parseBody(schema, request.body`.
const helperCall = new RegExp(`\\b(?:${parseHelpers.join('|')})\\(\\s*(?:[\\w.]+\\s*,\\s*)?$`);

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** The lines of `text` where a request body or query goes anywhere but the parse helpers. */
function findRawBodyReads(text: string): number[] {
  const lines: number[] = [];
  for (const match of text.matchAll(rawRead)) {
    if (!helperCall.test(text.slice(Math.max(0, match.index - 200), match.index))) {
      lines.push(lineOf(text, match.index));
    }
  }
  for (const match of text.matchAll(destructured)) lines.push(lineOf(text, match.index));
  return lines.sort((a, b) => a - b);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('route bodies are parsed at the route', () => {
  it('when a handler reads request.body or request.query, then it hands it to the parse helpers', () => {
    const offenders = sourceFiles(srcDir)
      .map((path) => ({ path, text: readFileSync(path, 'utf8') }))
      .filter(({ text }) => /from 'fastify'/.test(text))
      .flatMap(({ path, text }) => findRawBodyReads(text).map((line) => `${relative(srcDir, path)}:${line}`));
    expect(offenders).toEqual([]);
  });

  it.each([
    ['a service given the raw body', 'return service.place(member.id, request.body, key);', [1]],
    ['a raw query', 'const page = Number(request.query.page);', [1]],
    ['a destructured body', 'const { body } = request;', [1]],
    ['a body read in a local parser', 'const body = parseJoin(request.body);', [1]],
    ['a parsed body', 'const body = parseBody(schema, request.body, koreanIssueMessage);', []],
    ['a read body over two lines', 'const read = readBody(\n  schema,\n  request.body,\n);', []],
    ['raw upload bytes', 'const bytes = readRawBody(request.body);', []],
  ])('when the source has %s, then the check says so', (_name, text, lines) => {
    expect(findRawBodyReads(text)).toEqual(lines);
  });
});
