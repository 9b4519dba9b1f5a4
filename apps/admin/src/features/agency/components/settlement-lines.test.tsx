import type { StaffAgencySettlementItem } from '@hanpan/core/api/agency-settlement';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SettlementLines } from './settlement-lines.tsx';

type Line = StaffAgencySettlementItem['lines'][number];

const lineOf = (line: Partial<Line>): Line => ({
  product: 'prematch',
  productName: '스포츠(프리매치)',
  kind: 'rolling',
  folders: 0,
  sourcePartnerId: null,
  sourcePartnerName: null,
  base: 100_000,
  rateBp: 100,
  carryIn: 0,
  carryOut: 0,
  amount: 1_000,
  isAdjustment: false,
  forDay: '2026-05-07',
  ...line,
});

/** The cells of each row as a person reads them. */
function rowsOf(lines: Line[]): string[][] {
  const html = renderToStaticMarkup(<SettlementLines lines={lines} />);
  const body = html.slice(html.indexOf('<tbody>'));
  return [...body.matchAll(/<tr>(.*?)<\/tr>/g)].map((row) =>
    [...(row[1] ?? '').matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((cell) => cell[1] ?? ''),
  );
}

describe('SettlementLines (정산 내역)', () => {
  it('when a settlement carries a negative day and staff adjusted it, then those lines read in Korean beside the commission', () => {
    const rows = rowsOf([
      lineOf({}),
      lineOf({
        product: 'settlement',
        productName: '정산 전체',
        kind: 'carried',
        base: -500,
        rateBp: 0,
        carryIn: -500,
        amount: -500,
        forDay: '2026-05-06',
      }),
      lineOf({
        product: 'settlement',
        productName: '정산 전체',
        kind: 'manual',
        base: 500,
        rateBp: 0,
        amount: -200,
      }),
    ]);

    expect(rows).toEqual([
      ['스포츠(프리매치)', '롤링', '전체', '직속 회원', '100,000', '1%', '0', '0', '1,000'],
      ['정산 전체', '이월 차감', '-', '2026-05-06 미지급분 이월', '-500', '-', '-500', '0', '-500'],
      ['정산 전체', '관리자 조정', '-', '관리자 조정', '500', '-', '0', '0', '-200'],
    ]);
  });

  it('when a settlement has no lines, then it says so', () => {
    expect(renderToStaticMarkup(<SettlementLines lines={[]} />)).toContain('정산 내역이 없습니다.');
  });
});
