import type { LimitView } from '@hanpan/core/api/protection';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { limitRowOf, limitRowsOfKind } from '../limit-rows.ts';
import { LimitEditor } from './limit-editor.tsx';
import { LimitTable } from './limits-tab.tsx';

// Rendered to HTML with react-dom (the web package has no DOM environment).

const view = (overrides: Partial<LimitView>): LimitView => ({
  kind: 'deposit',
  window: 'day',
  amount: null,
  staffAmount: null,
  used: null,
  pending: null,
  ...overrides,
});

const withQueries = (node: ReactNode) =>
  renderToStaticMarkup(<QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>);

describe('이용 한도 views', () => {
  it('when deposit limits are listed, then each window shows in force, staff, used, remaining and pending', () => {
    const rows = limitRowsOfKind(
      [
        view({
          amount: 50_000,
          used: 20_000,
          pending: { amount: 60_000, appliesAt: '2026-11-30T12:00:00Z' },
        }),
        view({ window: 'week', amount: 300_000, staffAmount: 200_000, used: 20_000 }),
      ],
      'deposit',
    );
    const html = renderToStaticMarkup(<LimitTable kind="deposit" rows={rows} onEdit={() => {}} />);
    expect(html.match(/data-testid="limit-row"/g)).toHaveLength(3);
    expect(html).toContain('24시간 입금 한도');
    expect(html).toContain('50,000원');
    expect(html).toContain('30,000원');
    expect(html).toContain('60,000원 · 2026-11-30 21:00 적용 예정');
    expect(html).toContain('관리자 설정 200,000원');
    expect(html).toContain('180,000원');
    expect(html).toContain('aria-label="1개월 입금 한도 변경"');
  });

  it('when the stake limit is listed, then it has no used or remaining columns', () => {
    const html = renderToStaticMarkup(
      <LimitTable kind="stake" rows={limitRowsOfKind([], 'stake')} onEdit={() => {}} />,
    );
    expect(html).toContain('1회 베팅 한도');
    expect(html).not.toContain('남은 금액');
    expect(html).toContain('없음');
  });

  it('when a limit is edited, then the amount field has quick amounts, 저장 and 한도 해제 (off without a limit)', () => {
    const current = view({ amount: 50_000 });
    const html = withQueries(<LimitEditor row={limitRowOf(current)} current={current} onClose={() => {}} />);
    expect(html).toContain('24시간 입금 한도 설정');
    expect(html).toContain('value="50,000"');
    expect(html).toContain('+10만');
    expect(html).toContain('>한도 해제<');
    expect(html).not.toMatch(/disabled=""[^>]*>한도 해제/);
    const none = view({ kind: 'loss', window: 'week' });
    const empty = withQueries(<LimitEditor row={limitRowOf(none)} current={none} onClose={() => {}} />);
    expect(empty).toContain('7일 손실 한도 설정');
    expect(empty).toMatch(/disabled=""[^>]*>한도 해제/);
  });
});
