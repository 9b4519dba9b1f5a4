import { type KeyboardEvent, useCallback, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import { LoginRequired } from '../../auth/index.ts';
import { LimitsTab, RestrictionsTab } from '../../protection/index.ts';
import { AccountInfoTab } from '../components/account-info-tab.tsx';
import { BankChangeTab } from '../components/bank-change-tab.tsx';
import { LoginHistoryTab } from '../components/login-history-tab.tsx';
import { PasswordForm } from '../components/password-form.tsx';
import { SessionsTab } from '../components/sessions-tab.tsx';
import { StatementTab } from '../components/statement-tab.tsx';
import '../../../components/money.css';
import '../account.css';

const tabs = [
  { key: 'info', label: '회원정보', Panel: AccountInfoTab },
  { key: 'password', label: '비밀번호 변경', Panel: () => <PasswordForm kind="login" /> },
  { key: 'exchangePassword', label: '환전 비밀번호 변경', Panel: () => <PasswordForm kind="exchange" /> },
  { key: 'logins', label: '로그인 기록', Panel: LoginHistoryTab },
  { key: 'sessions', label: '접속 기기', Panel: SessionsTab },
  { key: 'bankChange', label: '계좌 변경', Panel: BankChangeTab },
  { key: 'statement', label: '입출금·베팅 요약', Panel: () => <StatementTab /> },
  { key: 'limits', label: '이용 한도', Panel: LimitsTab },
  { key: 'restrictions', label: '이용 제한', Panel: RestrictionsTab },
] as const;

type TabKey = (typeof tabs)[number]['key'];

/** /mypage (members only): the member's own account, one tab at a time. */
export function MypagePage() {
  const [searchParams] = useSearchParams();
  // ?tab= opens one tab directly (the deposit page's limit question links to ?tab=limits).
  const [tab, setTab] = useState<TabKey>(
    () => tabs.find((entry) => entry.key === searchParams.get('tab'))?.key ?? 'info',
  );
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const Panel = tabs.find((entry) => entry.key === tab)?.Panel ?? AccountInfoTab;

  // On a phone the tab row scrolls sideways: keep the chosen tab in view (also one opened by ?tab=),
  // moving the row only, never the page. A ref callback: the row appears only once the member is known.
  const keepChosenInView = useCallback(
    (list: HTMLDivElement | null) => {
      const chosen = tabRefs.current[tabs.findIndex((entry) => entry.key === tab)];
      if (!list || !chosen || list.scrollWidth <= list.clientWidth) return;
      list.scrollLeft = chosen.offsetLeft - list.offsetLeft - (list.clientWidth - chosen.offsetWidth) / 2;
    },
    [tab],
  );

  // Arrow keys move between tabs (WAI-ARIA tabs pattern); Tab goes on into the panel.
  function onTabKey(event: KeyboardEvent<HTMLDivElement>) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const index = tabs.findIndex((entry) => entry.key === tab);
    const nextIndex = (index + step + tabs.length) % tabs.length;
    setTab(tabs[nextIndex]!.key);
    tabRefs.current[nextIndex]?.focus();
  }

  return (
    <PageFrame title="마이페이지">
      <LoginRequired>
        <div className="account-page">
          <div
            ref={keepChosenInView}
            className="page-tabs"
            role="tablist"
            aria-label="마이페이지 메뉴"
            onKeyDown={onTabKey}
          >
            {tabs.map((entry, index) => (
              <button
                key={entry.key}
                ref={(element) => {
                  tabRefs.current[index] = element;
                }}
                type="button"
                role="tab"
                id={`account-tab-${entry.key}`}
                aria-selected={tab === entry.key}
                aria-controls="account-tab-panel"
                tabIndex={tab === entry.key ? 0 : -1}
                className="page-tabs__tab"
                onClick={() => setTab(entry.key)}
              >
                {entry.label}
              </button>
            ))}
          </div>
          <div
            id="account-tab-panel"
            className="account-panel"
            role="tabpanel"
            aria-labelledby={`account-tab-${tab}`}
          >
            <Panel key={tab} />
          </div>
        </div>
      </LoginRequired>
    </PageFrame>
  );
}
