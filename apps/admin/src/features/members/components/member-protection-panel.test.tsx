import type { AccountLimits, LimitView } from '@hanpan/core/api/protection';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BlockSummary, LimitRows, readLimitAmount } from './member-protection-panel.tsx';

// Rendered to HTML with react-dom (the admin package has no DOM environment).

const none = { amount: null, ownAmount: null, staffAmount: null, used: null, pending: null };
const limits: LimitView[] = [
  {
    ...none,
    kind: 'deposit',
    window: 'day',
    amount: 20_000,
    ownAmount: 50_000,
    staffAmount: 20_000,
    used: 0,
    pending: { amount: 80_000, appliesAt: '2026-11-29T15:30:00.000Z' },
  },
  { ...none, kind: 'stake', window: 'bet' },
];
const data: AccountLimits = { limits, realityCheckMinutes: 30, askDepositLimit: false, block: null };

describe('member protection panel', () => {
  it('when a limit has own, staff and a pending change, then each shows, the pending one with its KST time', () => {
    const html = renderToStaticMarkup(<LimitRows data={data} onEdit={() => {}} />);
    expect(html).toContain('관리자는 회원이 설정한 한도를 올리거나 해제할 수 없습니다.');
    expect(html).toContain('24시간 입금 한도');
    expect(html).toContain('50,000원');
    expect(html.match(/20,000원/g)).toHaveLength(2);
    expect(html).toContain('80,000원 (2026-11-30 00:30:00 적용)');
    expect(html).toContain('<td>1회 베팅 한도</td>');
    expect(html.match(/관리자 한도</g)).toHaveLength(2);
    expect(renderToStaticMarkup(<LimitRows data={data} />)).not.toContain('관리자 한도<');
  });

  it('when the member is timed out or self-excluded, then the block shows with its KST end; else 없음', () => {
    const timedOut = renderToStaticMarkup(
      <BlockSummary data={{ ...data, block: { kind: 'timeout', until: '2026-12-01T03:00:00.000Z' } }} />,
    );
    expect(timedOut).toContain('이용 일시 중지 (2026-12-01 12:00:00까지)');
    expect(timedOut).toContain('30분마다');
    const excluded = renderToStaticMarkup(
      <BlockSummary
        data={{
          ...data,
          realityCheckMinutes: 0,
          block: { kind: 'selfExclusion', until: '2027-05-30T00:00:00.000Z' },
        }}
      />,
    );
    expect(excluded).toContain('자기 제한 (2027-05-30 09:00:00까지)');
    expect(excluded).toContain('사용 안 함');
    expect(renderToStaticMarkup(<BlockSummary data={data} />)).toContain('<dd>없음</dd>');
  });

  it('when staff type an amount, then whole won is read, empty removes, anything else is refused', () => {
    expect(readLimitAmount('30,000')).toEqual({ ok: true, amount: 30_000 });
    expect(readLimitAmount(' ')).toEqual({ ok: true, amount: null });
    expect(readLimitAmount('10.5')).toEqual({ ok: false });
    expect(readLimitAmount('0')).toEqual({ ok: false });
  });
});
