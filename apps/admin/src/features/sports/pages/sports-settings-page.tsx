import { canStaff } from '@hanpan/core/staff-roles';
import { useSearchParams } from 'react-router';
import { Flash } from '../../../components/flash.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ForbiddenState } from '../../../components/states.tsx';
import { type TabChoice, Tabs } from '../../../components/tabs.tsx';
import { useStaffMe } from '../../../lib/staff-session.ts';
import { useFlash } from '../../../lib/use-flash.ts';
import { FixturesTab } from '../components/fixtures-tab.tsx';
import { OddsSettingsTab } from '../components/odds-settings-tab.tsx';
import { VisibilityTab } from '../components/visibility-tab.tsx';
import '../sports.css';

type SportsTab = 'odds' | 'visibility' | 'fixtures';

const tabs: readonly TabChoice<SportsTab>[] = [
  { value: 'odds', label: '배당 설정' },
  { value: 'visibility', label: '종목/리그 노출' },
  { value: 'fixtures', label: '경기 관리' },
];

const readTab = (value: string | null): SportsTab =>
  tabs.some((tab) => tab.value === value) ? (value as SportsTab) : 'odds';

/** 스포츠 설정: odds margin and lines, sport/league visibility, manual suspensions and prices of fixtures. */
export function SportsSettingsPage() {
  const me = useStaffMe();
  const canManage = canStaff(me.role, 'sports.manage');
  const [params, setParams] = useSearchParams();
  const tab = readTab(params.get('tab'));
  const [flash, showFlash] = useFlash();

  if (!canManage) return <ForbiddenState />;
  return (
    <>
      <PageHeader title="스포츠 설정" />
      <Tabs
        label="스포츠 설정 메뉴"
        choices={tabs}
        value={tab}
        onChange={(next) => setParams({ tab: next })}
      />
      <Flash message={flash} />
      <div className="sports-tab">
        {tab === 'odds' && <OddsSettingsTab onSaved={showFlash} />}
        {tab === 'visibility' && <VisibilityTab onSaved={showFlash} />}
        {tab === 'fixtures' && <FixturesTab onDone={showFlash} />}
      </div>
    </>
  );
}
