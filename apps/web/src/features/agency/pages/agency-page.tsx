import { useState } from 'react';
import { PageFrame } from '../../../components/page-frame.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useInitialData } from '../../../lib/initial-data.ts';
import { LoginRequired } from '../../auth/index.ts';
import { CashTab } from '../components/cash-tab.tsx';
import { DashboardTab } from '../components/dashboard-tab.tsx';
import { JoinCodesTab } from '../components/join-codes-tab.tsx';
import { MembersTab } from '../components/members-tab.tsx';
import { PartnersTab } from '../components/partners-tab.tsx';
import '../../../components/money.css';
import '../agency.css';

const tabs = [
  { key: 'dashboard', label: '대시보드', Panel: DashboardTab },
  { key: 'members', label: '회원', Panel: MembersTab },
  { key: 'partners', label: '하부 파트너', Panel: PartnersTab },
  { key: 'codes', label: '가입코드', Panel: JoinCodesTab },
  { key: 'cash', label: '정산금', Panel: CashTab },
] as const;

type TabKey = (typeof tabs)[number]['key'];

/** /agency and /agency/index: the partner area (members with a partner account only). */
export function AgencyPage() {
  const { data, isPending } = useInitialData();
  const [tab, setTab] = useState<TabKey>('dashboard');
  const Panel = tabs.find((entry) => entry.key === tab)?.Panel ?? DashboardTab;
  return (
    <PageFrame title="파트너">
      <LoginRequired>
        {isPending ? (
          <Spinner />
        ) : data?.isAgency ? (
          <div className="agency">
            <div className="page-tabs" role="tablist" aria-label="파트너 메뉴">
              {tabs.map((entry) => (
                <button
                  key={entry.key}
                  type="button"
                  role="tab"
                  id={`agency-tab-${entry.key}`}
                  aria-selected={tab === entry.key}
                  aria-controls="agency-tab-panel"
                  className="page-tabs__tab"
                  onClick={() => setTab(entry.key)}
                >
                  {entry.label}
                </button>
              ))}
            </div>
            <div id="agency-tab-panel" role="tabpanel" aria-labelledby={`agency-tab-${tab}`}>
              <Panel />
            </div>
          </div>
        ) : (
          <div className="state state--empty">파트너 회원만 이용할 수 있는 메뉴입니다.</div>
        )}
      </LoginRequired>
    </PageFrame>
  );
}
