import type { StaffLedgerLine } from '@hanpan/core/api/staff';
import { ledgerTxKinds } from '@hanpan/core/money/ledger-kinds';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LedgerLines } from './member-history.tsx';

const lineOf = (line: Partial<StaffLedgerLine>): StaffLedgerLine => ({
  txId: '1',
  kind: 'adjustment',
  reference: 'member:1',
  account: 'cash',
  amount: 100,
  memo: null,
  createdAt: '2026-11-28T12:00:00.000Z',
  ...line,
});

/** The cells of each row as a person reads them (attributes such as the kind's tooltip left out). */
function rowsOf(lines: StaffLedgerLine[]): string[][] {
  const html = renderToStaticMarkup(<LedgerLines lines={lines} />);
  const body = html.slice(html.indexOf('<tbody>'));
  return [...body.matchAll(/<tr>(.*?)<\/tr>/g)].map((row) =>
    [...(row[1] ?? '').matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((cell) => cell[1] ?? ''),
  );
}

describe('LedgerLines (원장 내역)', () => {
  it.each(ledgerTxKinds)('when a line is of kind %s, then its 종류 reads in Korean', (kind) => {
    const [row] = rowsOf([lineOf({ kind })]);
    expect(row?.[1]).toMatch(/^[가-힣→ ]+$/);
  });

  it.each([
    ['point', 100, '+100P'],
    ['point', -1_500, '-1,500P'],
    ['cash', 100, '+100원'],
    ['cash', -20_000, '-20,000원'],
    ['agency_cash', 3_000, '+3,000원'],
  ] as const)('when a %s line moves %d, then its 금액 reads %s', (account, amount, text) => {
    const [row] = rowsOf([lineOf({ kind: 'attendance', account, amount })]);
    expect(row?.[3]).toBe(text);
  });
});
