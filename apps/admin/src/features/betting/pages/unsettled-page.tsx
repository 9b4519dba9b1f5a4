import { canStaff } from '@hanpan/core/staff-roles';
import { formatKstDateTime } from '@hanpan/core/time/kst';
import { Link, useSearchParams } from 'react-router';
import { NumberSearchForm } from '../../../components/number-search-form.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { EmptyState, ErrorState, ForbiddenState, LoadingState } from '../../../components/states.tsx';
import { formatWonText } from '../../../lib/format.ts';
import { useStaffMe } from '../../../lib/staff-session.ts';
import { fixtureStatusText } from '../../sports/index.ts';
import { useUnsettled } from '../api/list-unsettled.ts';
import '../betting.css';

/** Hours typed or in the address, when between 1 and 720. */
const parseHours = (text: string) => {
  const hours = Number(text);
  return text !== '' && Number.isInteger(hours) && hours >= 1 && hours <= 720 ? hours : null;
};
const readHours = (text: string | null) => parseHours(text ?? '') ?? 3;

/** 미정산 목록: markets whose open legs have no result although the fixture ended or started N hours ago, oldest first. */
export function UnsettledPage() {
  const me = useStaffMe();
  const canView = canStaff(me.role, 'bets.view');
  const [params, setParams] = useSearchParams();
  const hours = readHours(params.get('hours'));
  const queue = useUnsettled(hours, canView);

  if (!canView) return <ForbiddenState />;
  const data = queue.data;
  return (
    <>
      <p className="breadcrumb">
        <Link to="/bets">← 베팅 내역</Link>
      </p>
      <PageHeader title="미정산 목록" />
      <NumberSearchForm
        label="시작 후 경과 시간"
        current={hours}
        parse={parseHours}
        invalidText="시간은 1에서 720 사이로 입력해 주세요."
        onSearch={(next) => setParams({ hours: String(next) })}
      />
      <p className="muted small">
        종료된 경기, 또는 시작 후 {hours}시간이 지났는데 결과(피드 또는 수동)가 없는 진행중 베팅입니다.
        1분마다 새로고침됩니다.
      </p>
      {queue.isPending && <LoadingState />}
      {queue.isError && <ErrorState error={queue.error} onRetry={() => void queue.refetch()} />}
      {data && data.items.length === 0 && <EmptyState>결과를 기다리는 베팅이 없습니다.</EmptyState>}
      {data && data.items.length > 0 && (
        <div className="table-wrap">
          <table className="table table--compact table--cards" data-testid="unsettled-table">
            <thead>
              <tr>
                <th scope="col">경기</th>
                <th scope="col">시작 (KST)</th>
                <th scope="col">상태</th>
                <th scope="col">마켓</th>
                <th scope="col" className="num">
                  폴더 수
                </th>
                <th scope="col" className="num">
                  베팅 수
                </th>
                <th scope="col" className="num">
                  베팅금
                </th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((item) => (
                <tr key={`${item.fixtureId}-${item.marketId}`}>
                  <td data-label="경기">
                    <span className="muted small">{item.leagueName}</span>{' '}
                    <Link to={`/bets/settlement?fixtureId=${item.fixtureId}`} title="수동 정산 화면 열기">
                      {item.homeName} vs {item.awayName}
                    </Link>{' '}
                    <span className="muted small mono">#{item.fixtureId}</span>
                  </td>
                  <td data-label="시작" className="mono small">
                    {formatKstDateTime(item.startAt)}
                  </td>
                  <td data-label="상태">{fixtureStatusText(item.fixtureStatus)}</td>
                  <td data-label="마켓">{item.marketName}</td>
                  <td data-label="폴더 수" className="num">
                    {item.legs.toLocaleString('ko-KR')}
                  </td>
                  <td data-label="베팅 수" className="num">
                    {item.bets.toLocaleString('ko-KR')}
                  </td>
                  <td data-label="베팅금" className="num">
                    {formatWonText(item.stake)}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <td colSpan={5}>경기 {data.totals.fixtures.toLocaleString('ko-KR')}개</td>
                <td className="num">{data.totals.bets.toLocaleString('ko-KR')}</td>
                <td className="num">{formatWonText(data.totals.stake)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </>
  );
}
