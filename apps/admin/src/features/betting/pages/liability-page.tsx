import { formatOdds } from '@hanpan/core/sports/odds';
import { canStaff } from '@hanpan/core/staff-roles';
import { formatKstDateTime } from '@hanpan/core/time/kst';
import { Link, useSearchParams } from 'react-router';
import { NumberSearchForm } from '../../../components/number-search-form.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { EmptyState, ErrorState, ForbiddenState, LoadingState } from '../../../components/states.tsx';
import { formatWonText } from '../../../lib/format.ts';
import { useStaffMe } from '../../../lib/staff-session.ts';
import { fixtureStatusText } from '../../sports/index.ts';
import { useLiability } from '../api/get-liability.ts';
import '../betting.css';

const readFixtureId = (text: string | null) => {
  const id = Number(text);
  return text && Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** 경기별 노출: one fixture's open bets by market and outcome (count, stakes, potential payouts). */
export function LiabilityPage() {
  const me = useStaffMe();
  const canView = canStaff(me.role, 'bets.view');
  const [params, setParams] = useSearchParams();
  const fixtureId = readFixtureId(params.get('fixtureId'));
  const liability = useLiability(fixtureId, canView);

  if (!canView) return <ForbiddenState />;
  const data = liability.data;
  return (
    <>
      <p className="breadcrumb">
        <Link to="/bets">← 베팅 내역</Link>
      </p>
      <PageHeader title="경기별 노출" />
      <NumberSearchForm
        label="경기 번호"
        current={fixtureId}
        parse={readFixtureId}
        invalidText="경기 번호는 숫자로 입력해 주세요."
        onSearch={(id) => setParams({ fixtureId: String(id) })}
      />
      {fixtureId === null && (
        <EmptyState>경기 번호를 입력하거나 베팅 내역에서 경기를 눌러 주세요.</EmptyState>
      )}
      {liability.isLoading && <LoadingState />}
      {liability.isError && <ErrorState error={liability.error} onRetry={() => void liability.refetch()} />}
      {data && (
        <section className="panel" aria-label="경기 노출" data-testid="liability">
          <h2 className="panel__title">
            {data.fixture.homeName} vs {data.fixture.awayName}
          </h2>
          <p className="liability-fixture muted">
            {data.fixture.leagueName} · {formatKstDateTime(data.fixture.startAt)} ·{' '}
            {fixtureStatusText(data.fixture.status)} ·{' '}
            <Link to={`/bets?fixtureId=${data.fixture.fixtureId}`}>이 경기의 베팅 보기</Link>
          </p>
          {data.markets.length === 0 ? (
            <EmptyState>이 경기에 진행 중인 베팅이 없습니다.</EmptyState>
          ) : (
            <div className="table-wrap">
              <table className="table table--compact table--cards">
                <thead>
                  <tr>
                    <th scope="col">마켓</th>
                    <th scope="col">선택</th>
                    <th scope="col" className="num">
                      현재 배당
                    </th>
                    <th scope="col" className="num">
                      베팅 수
                    </th>
                    <th scope="col" className="num">
                      베팅금 합계
                    </th>
                    <th scope="col" className="num">
                      예상 당첨금 합계
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.markets.flatMap((market) =>
                    market.outcomes.map((outcome, index) => (
                      <tr key={outcome.outcomeId}>
                        <td data-label="마켓" className={index === 0 ? 'strong' : 'muted'}>
                          {market.marketName}
                        </td>
                        <td data-label="선택">{outcome.pickText}</td>
                        <td data-label="현재 배당" className="num mono">
                          {formatOdds(outcome.price)}
                        </td>
                        <td data-label="베팅 수" className="num">
                          {outcome.openBets.toLocaleString('ko-KR')}
                        </td>
                        <td data-label="베팅금 합계" className="num">
                          {formatWonText(outcome.stake)}
                        </td>
                        <td data-label="예상 당첨금 합계" className="num">
                          {formatWonText(outcome.potentialPayout)}
                        </td>
                      </tr>
                    )),
                  )}
                </tbody>
                <tfoot>
                  <tr>
                    <td colSpan={3}>경기 전체 (베팅당 한 번)</td>
                    <td className="num">{data.totals.openBets.toLocaleString('ko-KR')}</td>
                    <td className="num">{formatWonText(data.totals.stake)}</td>
                    <td className="num">{formatWonText(data.totals.potentialPayout)}</td>
                  </tr>
                </tfoot>
              </table>
            </div>
          )}
        </section>
      )}
    </>
  );
}
