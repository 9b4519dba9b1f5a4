import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BankChangeRows, LiveSessionRows, LoginRows } from './member-account-panels.tsx';

// Rendered to HTML with react-dom (the admin package has no DOM environment).

const request = {
  id: 7,
  memberId: 3,
  loginId: 'hong12',
  nick: '홍길동',
  before: { bankName: '국민은행', bankAccount: '111-222', bankHolder: '홍길동' },
  after: { bankName: '신한은행', bankAccount: '333-444', bankHolder: '홍길동' },
  reason: null,
  requestedAt: '2026-11-29T12:00:00.000Z',
  decidedAt: null,
} as const;

describe('member account panels', () => {
  it('when a request is pending, then both accounts show in full with 승인 and 거절; a decided one shows its reason only', () => {
    const html = renderToStaticMarkup(
      <BankChangeRows
        items={[
          { ...request, status: 'pending' },
          { ...request, id: 6, status: 'rejected', reason: '예금주 불일치' },
        ]}
        onDecide={() => {}}
      />,
    );
    expect(html).toContain('111-222');
    expect(html).toContain('333-444');
    expect(html.match(/승인</g)).toHaveLength(1);
    expect(html.match(/거절</g)).toHaveLength(2);
    expect(html).toContain('예금주 불일치');
    expect(renderToStaticMarkup(<BankChangeRows items={[]} />)).toContain('계좌 변경 신청이 없습니다.');
  });

  it('when sessions and sign-ins show, then each session has 종료 and each attempt its result', () => {
    const sessions = renderToStaticMarkup(
      <LiveSessionRows
        items={[
          {
            id: 'a',
            startedAt: '2026-11-29 21:00:00',
            lastSeenAt: '2026-11-29 21:10:00',
            ip: '203.0.113.9',
            device: 'Chrome 120',
          },
        ]}
        onEnd={() => {}}
      />,
    );
    expect(sessions).toContain('203.0.113.9');
    expect(sessions).toContain('종료');
    const logins = renderToStaticMarkup(
      <LoginRows
        items={[{ at: '2026-11-29 21:00:00', ip: '203.0.113.9', device: 'Chrome', isSuccess: false }]}
      />,
    );
    expect(logins).toContain('실패');
  });
});
