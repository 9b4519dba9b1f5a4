import type { AccountSession } from '@hanpan/core/api/account';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { memberMenuLinks } from '../../../app/shell/nav-links.ts';
import { AccountInfoView } from './account-info-tab.tsx';
import { LoginTable } from './login-history-tab.tsx';
import { PasswordForm } from './password-form.tsx';
import { SessionTable } from './sessions-tab.tsx';

// Rendered to HTML with react-dom (the web package has no DOM environment).

const session = (overrides: Partial<AccountSession>): AccountSession => ({
  id: '6f1c1f0e-8d2b-4c55-9a0e-1b2c3d4e5f60',
  startedAt: '2026-11-29 21:00:00',
  lastSeenAt: '2026-11-29 21:10:00',
  ip: '203.0.113.*',
  device: 'Chrome 120 · Windows 10',
  isCurrent: false,
  ...overrides,
});

describe('마이페이지 views', () => {
  it('when the profile is shown, then each field shows with the masked phone and bank account', () => {
    const html = renderToStaticMarkup(
      <AccountInfoView
        info={{
          loginId: 'hong12',
          nick: '홍길동',
          pointGrade: 3,
          joinedOn: '2026-01-02',
          phone: '010-****-5678',
          bankName: '국민은행',
          bankAccount: '****1234',
          bankHolder: '홍길동',
        }}
      />,
    );
    expect(html).toContain('hong12');
    // The header's label of the same grade (core levelLabel): grade 3 is Lv.4.
    expect(html).toContain('Lv.4');
    expect(html).toContain('010-****-5678');
    expect(html).toContain('국민은행 ****1234');
  });

  it('when there are no sign-ins, then the empty state shows; with some, each shows its result', () => {
    expect(renderToStaticMarkup(<LoginTable items={[]} />)).toContain('로그인 기록이 없습니다.');
    const html = renderToStaticMarkup(
      <LoginTable
        items={[
          {
            at: '2026-11-29 21:00:00',
            ip: '203.0.113.*',
            device: 'Chrome 120 · Windows 10',
            isSuccess: true,
          },
          { at: '2026-11-29 20:00:00', ip: '198.51.100.*', device: '알 수 없음', isSuccess: false },
        ]}
      />,
    );
    expect(html.match(/data-testid="login-row"/g)).toHaveLength(2);
    expect(html).toContain('>성공<');
    expect(html).toContain('>실패<');
    expect(html).toContain('198.51.100.*');
  });

  it('when sessions are listed, then only the other ones have a 로그아웃 button and the current is marked', () => {
    const html = renderToStaticMarkup(
      <SessionTable
        items={[session({ isCurrent: true, id: 'a' }), session({ id: 'b', device: 'Safari 17 · iOS 17.1' })]}
        isBusy={false}
        onEnd={() => {}}
      />,
    );
    expect(html.match(/data-testid="session-row"/g)).toHaveLength(2);
    expect(html).toContain('현재 기기');
    expect(html.match(/>로그아웃<\/button>/g)).toHaveLength(1);
    expect(html).toContain('aria-label="Safari 17 · iOS 17.1 (203.0.113.*) 로그아웃"');
    expect(renderToStaticMarkup(<SessionTable items={[]} isBusy={false} onEnd={() => {}} />)).toContain(
      '접속 중인 기기가 없습니다.',
    );
  });

  it('when the password forms render, then each has its three labelled fields and its rule', () => {
    const render = (kind: 'login' | 'exchange') =>
      renderToStaticMarkup(
        <QueryClientProvider client={new QueryClient()}>
          <PasswordForm kind={kind} />
        </QueryClientProvider>,
      );
    const login = render('login');
    expect(login).toContain('현재 비밀번호');
    expect(login).toContain('새 비밀번호 확인');
    expect(login).toContain('다른 기기의 로그인이 모두 종료됩니다');
    expect(login.match(/type="password"/g)).toHaveLength(3);
    const exchange = render('exchange');
    expect(exchange).toContain('현재 환전 비밀번호');
    expect(exchange).toContain('영문 대소문자를 구분합니다.');
  });

  it('when a member opens the menu, then 마이페이지 is linked', () => {
    expect(memberMenuLinks(false)).toContainEqual({ label: '마이페이지', to: '/mypage' });
  });
});
