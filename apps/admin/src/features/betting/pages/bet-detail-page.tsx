import { staffBetKindText, staffBetStatusText } from '@hanpan/core/api/staff-bets';
import {
  ledgerAccountText,
  type StaffBetDetail,
  settlementSourceText,
  staffLegStatusText,
} from '@hanpan/core/api/staff-settlement';
import { formatOdds } from '@hanpan/core/sports/odds';
import { canStaff } from '@hanpan/core/staff-roles';
import { formatKstDateTime } from '@hanpan/core/time/kst';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { EmptyState, ErrorState, ForbiddenState, LoadingState } from '../../../components/states.tsx';
import { formatSignedWon, formatWonText } from '../../../lib/format.ts';
import { useStaffMe } from '../../../lib/staff-session.ts';
import { fixtureStatusText } from '../../sports/index.ts';
import { useBetDetail } from '../api/get-bet-detail.ts';
import { settlementText } from '../settlement-text.ts';
import '../betting.css';

function BetSummary({ bet }: { bet: StaffBetDetail['bet'] }) {
  return (
    <dl className="profile" data-testid="bet-summary">
      <dt>회원</dt>
      <dd>
        <Link to={`/members/${bet.memberId}`}>{bet.loginId}</Link> <span className="muted">({bet.nick})</span>
      </dd>
      <dt>구분</dt>
      <dd>{staffBetKindText[bet.kind]}</dd>
      <dt>상태</dt>
      <dd>
        <span className={`status status--bet-${bet.status}`} data-testid="bet-status">
          {staffBetStatusText[bet.status]}
        </span>
      </dd>
      <dt>베팅금</dt>
      <dd>{formatWonText(bet.stake)}</dd>
      <dt>배당 (보너스 포함)</dt>
      <dd className="mono">
        {formatOdds(bet.totalOdds)}
        {bet.bonusRate !== 100 && <span className="muted"> · 보너스 {formatOdds(bet.bonusRate)}</span>}
      </dd>
      <dt>예상 당첨금</dt>
      <dd>{formatWonText(bet.potentialPayout)}</dd>
      <dt>지급액</dt>
      <dd data-testid="bet-payout">
        {bet.payout === null ? '-' : formatWonText(bet.payout)}
        {bet.settledOdds !== null && <span className="muted mono"> @{formatOdds(bet.settledOdds)}</span>}
      </dd>
      <dt>베팅 시각</dt>
      <dd className="mono">{formatKstDateTime(bet.placedAt)}</dd>
      <dt>정산 시각</dt>
      <dd className="mono">
        {formatKstDateTime(bet.settledAt)} <span className="muted">(정산 {bet.settleVersion}회)</span>
      </dd>
    </dl>
  );
}

function LegsTable({ legs, canManage }: { legs: StaffBetDetail['legs']; canManage: boolean }) {
  return (
    <div className="table-wrap">
      <table className="table table--compact table--cards" data-testid="bet-legs">
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">경기</th>
            <th scope="col">마켓 · 선택</th>
            <th scope="col" className="num">
              배당
            </th>
            <th scope="col">피드 결과</th>
            <th scope="col">수동 결과</th>
            <th scope="col">정산 기준</th>
            <th scope="col">상태</th>
          </tr>
        </thead>
        <tbody>
          {legs.map((leg) => (
            <tr key={leg.legNo}>
              <td data-label="#">{leg.legNo}</td>
              <td data-label="경기">
                <span className="muted small">{leg.leagueName}</span>{' '}
                {canManage ? (
                  <Link to={`/bets/settlement?fixtureId=${leg.fixtureId}`} title="수동 정산 화면 열기">
                    {leg.homeName} vs {leg.awayName}
                  </Link>
                ) : (
                  `${leg.homeName} vs ${leg.awayName}`
                )}
                <div className="muted small mono">
                  {formatKstDateTime(leg.startAt)} · {fixtureStatusText(leg.fixtureStatus)}
                </div>
              </td>
              <td data-label="마켓 · 선택">
                {leg.marketName} · <strong>{leg.pickText}</strong>
              </td>
              <td data-label="배당" className="num mono">
                {formatOdds(leg.odds)}
              </td>
              <td data-label="피드 결과">{settlementText(leg.feedSettlement)}</td>
              <td data-label="수동 결과">{settlementText(leg.manualSettlement)}</td>
              <td data-label="정산 기준">{settlementText(leg.settlement)}</td>
              <td data-label="상태">
                <span className={`status status--bet-${leg.status}`}>
                  {staffLegStatusText[leg.status] ?? leg.status}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function LedgerTable({ ledger }: { ledger: StaffBetDetail['ledger'] }) {
  if (ledger.length === 0) return <EmptyState>원장 기록이 없습니다.</EmptyState>;
  return (
    <div className="table-wrap">
      <table className="table table--compact" data-testid="bet-ledger">
        <thead>
          <tr>
            <th scope="col">거래</th>
            <th scope="col">종류</th>
            <th scope="col">시각 (KST)</th>
            <th scope="col">계정</th>
            <th scope="col" className="num">
              금액
            </th>
          </tr>
        </thead>
        <tbody>
          {ledger.flatMap((tx) =>
            tx.entries.map((entry, index) => (
              <tr key={`${tx.txId}-${entry.accountId}-${entry.amount}`}>
                <td className="mono">{index === 0 ? tx.txId : ''}</td>
                <td>{index === 0 ? <span title={tx.reference}>{tx.kind}</span> : ''}</td>
                <td className="mono small">{index === 0 ? formatKstDateTime(tx.createdAt) : ''}</td>
                <td>
                  {ledgerAccountText[entry.accountKind] ?? entry.accountKind}
                  {entry.loginId && <span className="muted small"> ({entry.loginId})</span>}
                </td>
                <td className="num">{formatSignedWon(entry.amount)}</td>
              </tr>
            )),
          )}
        </tbody>
      </table>
    </div>
  );
}

function SettlementHistory({ settlements }: { settlements: StaffBetDetail['settlements'] }) {
  if (settlements.length === 0) return <EmptyState>아직 정산되지 않았습니다.</EmptyState>;
  return (
    <div className="table-wrap">
      <table className="table table--compact" data-testid="bet-settlements">
        <thead>
          <tr>
            <th scope="col">회차</th>
            <th scope="col">시각 (KST)</th>
            <th scope="col">출처</th>
            <th scope="col">결과</th>
            <th scope="col" className="num">
              이전 지급
            </th>
            <th scope="col" className="num">
              새 지급
            </th>
            <th scope="col">거래 (회수 / 지급)</th>
          </tr>
        </thead>
        <tbody>
          {settlements.map((row) => (
            <tr key={row.version}>
              <td>{row.version}</td>
              <td className="mono small">{formatKstDateTime(row.createdAt)}</td>
              <td>{settlementSourceText[row.source]}</td>
              <td>{staffBetStatusText[row.status as keyof typeof staffBetStatusText] ?? row.status}</td>
              <td className="num">{formatWonText(row.previousPayout)}</td>
              <td className="num">{formatWonText(row.payout)}</td>
              <td className="mono small">
                {row.reversalTxId ?? '-'} / {row.payoutTxId ?? '-'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** 베팅 상세: one bet with its legs (feed, manual and settled values), ledger lines and settlement history. */
export function BetDetailPage() {
  const me = useStaffMe();
  const canView = canStaff(me.role, 'bets.view');
  const { betId = '' } = useParams();
  const isBetId = /^[1-9]\d{0,17}$/.test(betId);
  const detail = useBetDetail(betId, canView && isBetId);

  if (!canView) return <ForbiddenState />;
  const data = detail.data;
  return (
    <>
      <p className="breadcrumb">
        <Link to="/bets">← 베팅 내역</Link>
      </p>
      <PageHeader title={`베팅 상세 #${betId}`} />
      {!isBetId && <EmptyState>베팅 번호를 확인해 주세요.</EmptyState>}
      {detail.isLoading && <LoadingState />}
      {detail.isError && <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />}
      {data && (
        <>
          <section className="panel" aria-label="베팅 정보">
            <BetSummary bet={data.bet} />
          </section>
          <section className="panel" aria-label="선택">
            <h2 className="panel__title">선택 ({data.legs.length}폴더)</h2>
            <LegsTable legs={data.legs} canManage={canStaff(me.role, 'bets.manage')} />
          </section>
          <div className="panel-grid">
            <section className="panel" aria-label="원장">
              <h2 className="panel__title">원장 기록</h2>
              <LedgerTable ledger={data.ledger} />
            </section>
            <section className="panel" aria-label="정산 이력">
              <h2 className="panel__title">정산 이력</h2>
              <SettlementHistory settlements={data.settlements} />
            </section>
          </div>
        </>
      )}
    </>
  );
}
