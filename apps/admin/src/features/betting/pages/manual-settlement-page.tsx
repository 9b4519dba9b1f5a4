import type { StaffSettlementChange } from '@hanpan/core/api/staff-settlement';
import { settlementValueText } from '@hanpan/core/api/staff-settlement';
import type { SettlementValue } from '@hanpan/core/betting/settlement';
import { canStaff } from '@hanpan/core/staff-roles';
import { formatKstDateTime } from '@hanpan/core/time/kst';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Flash } from '../../../components/flash.tsx';
import { NumberSearchForm } from '../../../components/number-search-form.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { EmptyState, ErrorState, ForbiddenState, LoadingState } from '../../../components/states.tsx';
import { formatWonText } from '../../../lib/format.ts';
import { useStaffMe } from '../../../lib/staff-session.ts';
import { useFlash } from '../../../lib/use-flash.ts';
import { fixtureStatusText } from '../../sports/index.ts';
import { type SettlementChangeInput, useChangeSettlement } from '../api/change-settlement.ts';
import { useFixtureSettlement } from '../api/get-fixture-settlement.ts';
import { type MarketAction, SettlementMarket } from '../components/settlement-market.tsx';
import '../betting.css';

/** What the confirm dialog is about: a market's action, or the whole fixture's void / undo. */
type Pending = MarketAction | { action: 'void' | 'undo'; marketId: null; marketName: string };

const readFixtureId = (text: string | null) => {
  const id = Number(text);
  return text && Number.isSafeInteger(id) && id > 0 ? id : null;
};

const titleOf = (pending: Pending) => {
  const scope = pending.marketId === null ? '경기 전체' : pending.marketName;
  if (pending.action === 'settle') return `${scope} 결과 저장`;
  return pending.action === 'void' ? `${scope} 적특 처리` : `${scope} 수동 정산 되돌리기`;
};

const reportText = (change: StaffSettlementChange) =>
  change.report === null
    ? `처리 완료: 선택 ${change.outcomes}개 · 베팅 정산은 잠시 후 자동으로 다시 시도됩니다.`
    : `처리 완료: 선택 ${change.outcomes}개 · 베팅 정산 ${change.report.betsSettled}건 (재정산 ${change.report.betsResettled}건) · 지급 ${formatWonText(change.report.paid)} · 회수 ${formatWonText(change.report.reversed)}`;

/** 수동 정산: a fixture's markets with feed and manual values; settle, void or undo a market or the whole fixture with a reason. */
export function ManualSettlementPage() {
  const me = useStaffMe();
  const canView = canStaff(me.role, 'bets.view');
  const canManage = canStaff(me.role, 'bets.manage');
  const [params, setParams] = useSearchParams();
  const fixtureId = readFixtureId(params.get('fixtureId'));
  const [pending, setPending] = useState<Pending | null>(null);
  const [flash, showFlash] = useFlash();
  const view = useFixtureSettlement(fixtureId, canView);
  const change = useChangeSettlement();

  async function confirm(reason: string): Promise<void> {
    if (!pending || fixtureId === null) return;
    const input: SettlementChangeInput =
      pending.action === 'settle'
        ? {
            action: 'settle',
            request: {
              fixtureId,
              marketId: pending.marketId,
              outcomes: pending.outcomes.map(({ outcomeId, settlement }) => ({ outcomeId, settlement })),
              reason,
            },
          }
        : { action: pending.action, request: { fixtureId, marketId: pending.marketId, reason } };
    showFlash(reportText(await change.mutateAsync(input)));
  }

  if (!canView) return <ForbiddenState />;
  const data = view.data;
  const conflicts =
    data?.markets.flatMap((market) => market.outcomes).filter((outcome) => outcome.isConflict) ?? [];
  const hasManual = data?.markets.some((market) =>
    market.outcomes.some((outcome) => outcome.manualSettlement !== null),
  );
  return (
    <>
      <p className="breadcrumb">
        <Link to="/bets">← 베팅 내역</Link> · <Link to="/bets/unsettled">미정산 목록</Link>
      </p>
      <PageHeader title="수동 정산" />
      <Flash message={flash} />
      <NumberSearchForm
        label="경기 번호"
        current={fixtureId}
        parse={readFixtureId}
        invalidText="경기 번호는 숫자로 입력해 주세요."
        onSearch={(id) => setParams({ fixtureId: String(id) })}
      />
      {fixtureId === null && (
        <EmptyState>경기 번호를 입력하거나 미정산 목록에서 경기를 눌러 주세요.</EmptyState>
      )}
      {view.isLoading && <LoadingState />}
      {view.isError && <ErrorState error={view.error} onRetry={() => void view.refetch()} />}
      {data && (
        <>
          <section className="panel" aria-label="경기" data-testid="settlement-fixture">
            <h2 className="panel__title">
              {data.fixture.homeName} vs {data.fixture.awayName}
            </h2>
            <p className="liability-fixture muted">
              {data.fixture.leagueName} · {formatKstDateTime(data.fixture.startAt)} ·{' '}
              {fixtureStatusText(data.fixture.status)} ·{' '}
              <Link to={`/bets?fixtureId=${data.fixture.fixtureId}`}>이 경기의 베팅 보기</Link>
            </p>
            {canManage && (
              <div className="settlement-actions">
                <button
                  type="button"
                  className="btn btn--danger"
                  onClick={() => setPending({ action: 'void', marketId: null, marketName: '경기 전체' })}
                >
                  경기 전체 적특
                </button>
                <button
                  type="button"
                  className="btn"
                  disabled={!hasManual}
                  onClick={() => setPending({ action: 'undo', marketId: null, marketName: '경기 전체' })}
                >
                  경기 전체 되돌리기
                </button>
              </div>
            )}
          </section>
          {conflicts.length > 0 && (
            <p className="notice notice--warn" role="alert" data-testid="settlement-conflicts">
              피드 결과가 수동 정산과 다른 선택이 {conflicts.length}개 있습니다. 수동 결과를 유지하려면 그대로
              두고, 피드 결과를 따르려면 해당 마켓의 수동 정산을 되돌리세요.
            </p>
          )}
          {data.markets.length === 0 && <EmptyState>이 경기에 마켓이 없습니다.</EmptyState>}
          {data.markets.map((market) => (
            <SettlementMarket
              key={`${market.marketId}-${view.dataUpdatedAt}`}
              market={market}
              canManage={canManage}
              onAction={setPending}
            />
          ))}
        </>
      )}
      {pending && (
        <ConfirmDialog
          title={titleOf(pending)}
          testId="settlement-confirm"
          confirmLabel={
            pending.action === 'undo' ? '되돌리기' : pending.action === 'void' ? '적특 처리' : '저장'
          }
          tone={pending.action === 'void' ? 'danger' : 'primary'}
          reasonLabel="사유"
          onConfirm={confirm}
          onClose={() => setPending(null)}
        >
          {pending.action === 'settle' ? (
            <ul className="confirm-list">
              {pending.outcomes.map((outcome) => (
                <li key={outcome.outcomeId}>
                  {outcome.pickText}:{' '}
                  <strong>{settlementValueText[outcome.settlement as SettlementValue]}</strong>
                </li>
              ))}
            </ul>
          ) : pending.action === 'void' ? (
            <p>
              {pending.marketId === null ? '경기의 모든 선택' : `${pending.marketName}의 모든 선택`}을
              취소(적특)로 정산합니다. 해당 베팅은 즉시 정산되고 적특 선택은 배당 1.00으로 계산됩니다.
            </p>
          ) : (
            <p>
              수동 결과를 지우고 피드 결과를 적용합니다. 피드 결과가 없으면 베팅은 다시 진행중이 되고 지급액은
              회수됩니다.
            </p>
          )}
        </ConfirmDialog>
      )}
    </>
  );
}
