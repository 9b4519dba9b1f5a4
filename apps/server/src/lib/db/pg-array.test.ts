import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app.ts';
import { arrayLiteral, arrayOf } from './pg-array.ts';

// Array parameters travel as text literals: what goes in must come back exactly, on both drivers.

const t = useTestApp();

describe('array parameters', () => {
  it('when text holds quotes, backslashes, commas, braces, spaces or the word NULL, then it comes back as sent', async () => {
    const values = [
      'plain',
      'a "quoted" word',
      'back\\slash',
      'comma, and {braces}',
      '  spaced  ',
      'NULL',
      '',
      '한판',
    ];
    const rows = await sql<{
      value: string | null;
    }>`select unnest(${arrayOf([...values, null], 'text')}) as value`.execute(t.db);
    expect(rows.rows.map((row) => row.value)).toEqual([...values, null]);
  });

  it('when numbers and bigints beyond 2^53 are sent, then they come back as the same integers', async () => {
    const rows = await sql<{
      value: bigint;
    }>`select unnest(${arrayOf([1n, -5n, 9_007_199_254_740_993n, 42], 'bigint')}) as value`.execute(t.db);
    expect(rows.rows.map((row) => BigInt(row.value))).toEqual([1n, -5n, 9_007_199_254_740_993n, 42n]);
  });

  it('when a number is not finite, then no literal is made', () => {
    expect(() => arrayLiteral([Number.NaN])).toThrow();
  });
});
