import type { AccountLimits, LimitView } from '@hanpan/core/api/protection';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { protectionQueryKeys } from '../api/query-keys.ts';
import { limitRowOf, limitRowsOfKind } from '../limit-rows.ts';
import { SelfExclusionCard, TimeoutCard } from './block-cards.tsx';
import { BlockConfirmDialog } from './block-confirm-dialog.tsx';
import { DepositLimitAsk, DepositLimitAskPanel } from './deposit-limit-ask.tsx';
import { LimitEditor } from './limit-editor.tsx';
import { LimitTable } from './limits-tab.tsx';
import { RealityCheckDialog } from './reality-check.tsx';
import { RealityCheckCard } from './reality-check-card.tsx';
import { SessionClockView } from './session-clock.tsx';

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

// 2026-11-30 09:00 KST.
const now = () => Date.parse('2026-11-30T00:00:00Z');

describe('이용 제한 views', () => {
  it('when the time-out card renders, then it offers 24시간, 7일, 1개월 and an end date within 6 weeks (KST)', () => {
    const html = renderToStaticMarkup(<TimeoutCard now={now} onChoose={() => {}} />);
    expect(html).toContain('>24시간<');
    expect(html).toContain('>7일<');
    expect(html).toContain('>1개월<');
    expect(html).toContain('type="datetime-local"');
    expect(html).toContain('min="2026-11-30T09:00"');
    expect(html).toContain('max="2027-01-11T09:00"');
    expect(html).toContain('최대 6주');
  });

  it('when the self-exclusion card renders, then it offers 6개월, 1년 and 5년', () => {
    const html = renderToStaticMarkup(<SelfExclusionCard now={now} onChoose={() => {}} />);
    expect(html.match(/class="btn btn--outline"/g)).toHaveLength(3);
    expect(html).toContain('>6개월<');
    expect(html).toContain('>1년<');
    expect(html).toContain('>5년<');
  });

  it('when a block is to be confirmed, then the dialog gives the KST end, no early lifting and every session ending', () => {
    const html = renderToStaticMarkup(
      <BlockConfirmDialog
        choice={{ kind: 'timeout', label: '24시간', until: '2026-12-01T00:00:00Z' }}
        isSending={false}
        error=""
        onConfirm={() => {}}
        onClose={() => {}}
      />,
    );
    expect(html).toContain('role="alertdialog"');
    expect(html).toContain('이용 일시 중지 24시간');
    expect(html).toContain('2026-12-01 09:00 (KST)');
    expect(html).toContain('해제할 수 없습니다');
    expect(html).toContain('모든 기기에서 즉시 로그아웃됩니다');
    expect(html).toContain('>이용 일시 중지 시작<');
    expect(html).not.toContain('이용 재개를 요청하고');
    const exclusion = renderToStaticMarkup(
      <BlockConfirmDialog
        choice={{ kind: 'selfExclusion', label: '1년', months: 12, until: '2027-11-30T00:00:00Z' }}
        isSending
        error="자기 제한 기간을 선택해주세요."
        onConfirm={() => {}}
        onClose={() => {}}
      />,
    );
    expect(exclusion).toContain('자기 제한 1년');
    expect(exclusion).toContain('종료 예정 2027-11-30 09:00 (KST)');
    expect(exclusion).toContain('이용 재개를 요청하고 24시간');
    expect(exclusion).toContain('처리 중…');
    expect(exclusion).toContain('자기 제한 기간을 선택해주세요.');
  });

  it('when the reality check card renders, then the saved interval is checked among 끄기, 15분, 30분, 60분', () => {
    const html = withQueries(<RealityCheckCard saved={30} />);
    expect(html).toContain('>끄기<');
    expect(html).toContain('>60분<');
    const checked = html.match(/<input[^>]*checked=""[^>]*>/g) ?? [];
    expect(checked).toHaveLength(1);
    expect(checked[0]).toContain('value="30"');
  });
});

describe('session clock and reality check', () => {
  it('when a member has played 1h 2m 3s and lost, then the header shows h:mm:ss and the signed loss', () => {
    const html = renderToStaticMarkup(<SessionClockView elapsedMs={3_723_000} net={-15_000} />);
    expect(html).toContain('>1:02:03<');
    expect(html).toContain('class="net--loss" data-testid="session-net">-15,000원<');
    expect(html).toContain('로그인 후 이용 시간 1시간 2분 3초, 손익');
    expect(renderToStaticMarkup(<SessionClockView elapsedMs={5_000} net={2_500} />)).toContain(
      'class="net--gain" data-testid="session-net">+2,500원<',
    );
  });

  it('when the reality check is due, then it shows the time, stakes and net with 계속하기 and 로그아웃', () => {
    const html = renderToStaticMarkup(
      <RealityCheckDialog
        summary={{
          startedAt: '2026-11-30T00:00:00Z',
          stakes: 120_000,
          net: -40_000,
          realityCheckMinutes: 30,
        }}
        elapsedMs={30 * 60_000}
        isLoggingOut={false}
        onContinue={() => {}}
        onLogout={() => {}}
      />,
    );
    expect(html).toContain('role="alertdialog"');
    expect(html).toContain('class="modal modal--small reality-check"');
    expect(html).toContain('>0:30:00<');
    expect(html).toContain('>120,000원<');
    expect(html).toContain('>-40,000원<');
    expect(html).toContain('>계속하기<');
    expect(html).toContain('>로그아웃<');
    // No corner close: the member answers with one of the two buttons (Escape continues).
    expect(html).not.toContain('창 끄기');
  });
});

describe('deposit-limit question', () => {
  const renderAsk = (limits: AccountLimits) => {
    const client = new QueryClient();
    client.setQueryData(protectionQueryKeys.limits, limits);
    return renderToStaticMarkup(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <DepositLimitAsk />
        </MemoryRouter>
      </QueryClientProvider>,
    );
  };
  const limits = (overrides: Partial<AccountLimits>): AccountLimits => ({
    limits: [],
    realityCheckMinutes: 0,
    askDepositLimit: false,
    block: null,
    ...overrides,
  });

  it('when the server does not ask, then the deposit page shows nothing', () => {
    expect(renderAsk(limits({}))).toBe('');
  });

  it('when the server asks and there is no limit, then it offers an amount, 설정 and 나중에', () => {
    const html = renderAsk(limits({ askDepositLimit: true }));
    expect(html).toContain('data-testid="deposit-limit-ask"');
    expect(html).toContain('24시간 입금 한도를 정해 보세요');
    expect(html).toContain('+10만');
    expect(html).toContain('>설정<');
    expect(html).toContain('>나중에<');
    expect(html).toContain('href="/mypage?tab=limits"');
  });

  it('when it is a review of a limit, then the current amount shows and fills the field', () => {
    const html = withQueries(
      <MemoryRouter>
        <DepositLimitAskPanel current={300_000} />
      </MemoryRouter>,
    );
    expect(html).toContain('입금 한도를 확인해 주세요');
    expect(html).toContain('지금 24시간 입금 한도는 300,000원입니다.');
    expect(html).toContain('value="300,000"');
  });
});
