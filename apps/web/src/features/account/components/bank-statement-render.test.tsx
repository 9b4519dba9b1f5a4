import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BankChangeForm, BankChangeTable } from './bank-change-tab.tsx';
import { quickRangesOf, StatementView } from './statement-tab.tsx';

// Rendered to HTML with react-dom (the web package has no DOM environment).

describe('계좌 변경 views', () => {
  it('when there are no requests, then the empty state shows; with some, each shows its state and reason', () => {
    expect(renderToStaticMarkup(<BankChangeTable items={[]} />)).toContain('계좌 변경 신청 내역이 없습니다.');
    const html = renderToStaticMarkup(
      <BankChangeTable
        items={[
          {
            id: 2,
            bankName: '신한은행',
            bankAccount: '****5678',
            bankHolder: '김철수',
            status: 'pending',
            reason: null,
            requestedAt: '2026-11-29 21:00:00',
            decidedAt: null,
          },
          {
            id: 1,
            bankName: '우리은행',
            bankAccount: '****1111',
            bankHolder: '김철수',
            status: 'rejected',
            reason: '예금주 불일치',
            requestedAt: '2026-11-28 10:00:00',
            decidedAt: '2026-11-28 11:00:00',
          },
        ]}
      />,
    );
    expect(html.match(/data-testid="bank-change-row"/g)).toHaveLength(2);
    expect(html).toContain('신한은행 ****5678');
    expect(html).toContain('심사 중');
    expect(html).toContain('거절');
    expect(html).toContain('예금주 불일치');
  });

  it('when the form renders, then it offers every bank and asks for the exchange password', () => {
    const client = new QueryClient();
    const html = renderToStaticMarkup(
      <QueryClientProvider client={client}>
        <BankChangeForm confirm={() => false} />
      </QueryClientProvider>,
    );
    expect(html).toContain('카카오뱅크');
    expect(html).toContain('환전 비밀번호');
    expect(html).toContain('계좌 변경 신청');
  });
});

describe('입출금·베팅 요약 views', () => {
  it('when a statement shows, then each product, the totals and a coloured net show', () => {
    const html = renderToStaticMarkup(
      <StatementView
        statement={{
          from: '2026-11-01',
          to: '2026-11-29',
          deposits: 100_000,
          withdrawals: 30_000,
          lines: [
            { product: 'sports', stakes: 10_000, payouts: 0, net: -10_000 },
            { product: 'minigames', stakes: 0, payouts: 0, net: 0 },
            { product: 'casino', stakes: 5_000, payouts: 12_000, net: 7_000 },
          ],
          total: { stakes: 15_000, payouts: 12_000, net: -3_000 },
        }}
      />,
    );
    expect(html.match(/data-testid="statement-row"/g)).toHaveLength(3);
    expect(html).toContain('스포츠');
    expect(html).toContain('미니게임');
    expect(html).toContain('카지노');
    expect(html).toContain('충전 100,000원');
    expect(html).toContain('환전 30,000원');
    expect(html).toContain('class="account-failed">-10,000원');
    expect(html).toContain('class="account-ok">+7,000원');
    expect(html).toContain('-3,000원');
  });

  it('when the quick ranges are made for a day, then 오늘, 7일, 30일 and 이번 달 end that day', () => {
    expect(quickRangesOf('2026-11-29')).toEqual([
      { label: '오늘', period: { from: '2026-11-29', to: '2026-11-29' } },
      { label: '7일', period: { from: '2026-11-23', to: '2026-11-29' } },
      { label: '30일', period: { from: '2026-10-31', to: '2026-11-29' } },
      { label: '이번 달', period: { from: '2026-11-01', to: '2026-11-29' } },
    ]);
  });
});
