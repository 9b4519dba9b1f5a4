import type { AgencyStatementDay } from '@hanpan/core/api/agency';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StatementLines } from './statements-table.tsx';

// Rendered to HTML with react-dom (the web package has no DOM environment).

const statement: AgencyStatementDay = {
  id: '7',
  day: '2026-05-11',
  status: 'adjusted',
  amount: -2_000,
  lines: [
    {
      product: 'prematch',
      productName: '스포츠(프리매치)',
      kind: 'rolling',
      folders: 4,
      sourcePartnerId: 3,
      sourcePartnerName: '매장A',
      base: -100_000,
      rateBp: 250,
      carryIn: 0,
      carryOut: 0,
      amount: -2_500,
      isAdjustment: true,
      forDay: '2026-05-10',
    },
    {
      product: 'casino',
      productName: '카지노',
      kind: 'losing',
      folders: 0,
      sourcePartnerId: null,
      sourcePartnerName: null,
      base: 5_000,
      rateBp: 1000,
      carryIn: -3_000,
      carryOut: 0,
      amount: 500,
      isAdjustment: false,
      forDay: '2026-05-11',
    },
  ],
};

describe('StatementLines', () => {
  it('when a day has an adjustment and a losing line, then both show in Korean with right-aligned figures', () => {
    const html = renderToStaticMarkup(<StatementLines statement={statement} />);
    expect(html).toContain('(조정: 2026-05-10)');
    expect(html).toContain('하부: 매장A');
    expect(html).toContain('직속 회원');
    expect(html).toContain('4폴더+');
    expect(html).toContain('루징');
    expect(html).toContain('2.5%');
    expect(html.match(/<th scope="col" class="num">/g)).toHaveLength(5);
    expect(html.match(/<td class="num( neg)?">/g)).toHaveLength(10);
    expect(html.match(/<td class="num neg">/g)).toHaveLength(3);
  });

  it('when a day has no lines, then a notice says so', () => {
    const html = renderToStaticMarkup(<StatementLines statement={{ ...statement, lines: [] }} />);
    expect(html).toContain('정산 내역이 없습니다.');
  });

  it('when a day carries an earlier negative day, then the deduction line names that day', () => {
    const html = renderToStaticMarkup(
      <StatementLines
        statement={{
          ...statement,
          lines: [
            {
              product: 'settlement',
              productName: '정산 전체',
              kind: 'carried',
              folders: 0,
              sourcePartnerId: null,
              sourcePartnerName: null,
              base: -800,
              rateBp: 0,
              carryIn: -800,
              carryOut: 0,
              amount: -800,
              isAdjustment: false,
              forDay: '2026-05-10',
            },
          ],
        }}
      />,
    );
    expect(html).toContain('이월 차감');
    expect(html).toContain('2026-05-10 미지급분 차감');
  });
});
