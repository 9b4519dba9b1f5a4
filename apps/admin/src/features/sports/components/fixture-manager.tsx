import type { StaffSportsFixture, StaffSportsMarket } from '@hanpan/core/api/staff-sports';
import { formatOdds } from '@hanpan/core/sports/odds';
import { formatKstDateTime } from '@hanpan/core/time/kst';
import { useState } from 'react';
import { ErrorState, LoadingState } from '../../../components/states.tsx';

import { useStaffFixture } from '../api/get-staff-fixture.ts';
import { fixtureStatusText } from '../fixture-status.ts';
import {
  describeOverride,
  fixtureSubject,
  marketSubject,
  type OverrideSubject,
  outcomeSubject,
} from '../override-target.ts';
import { OverrideDialog } from './override-dialog.tsx';

type Action = { subject: OverrideSubject; mode: 'set' | 'clear' };

const statusTag = (status: 'open' | 'suspended' | 'settled') =>
  status === 'open' ? (
    <span className="status status--active">발매</span>
  ) : (
    <span className="status status--suspended">{status === 'settled' ? '정산' : '정지'}</span>
  );

/** One fixture's markets with the feed's and the members' prices, and the buttons that override them. */
export function FixtureManager({
  fixtureId,
  onBack,
  onDone,
}: {
  fixtureId: number;
  onBack: () => void;
  onDone: (message: string) => void;
}) {
  const fixture = useStaffFixture(fixtureId);
  const [action, setAction] = useState<Action | null>(null);

  return (
    <>
      <div className="toolbar">
        <button type="button" className="btn btn--sm" onClick={onBack}>
          ← 검색 결과
        </button>
        <div className="toolbar__end">
          <button
            type="button"
            className="btn btn--sm"
            disabled={fixture.isFetching}
            onClick={() => void fixture.refetch()}
          >
            새로고침
          </button>
        </div>
      </div>
      {fixture.isPending && <LoadingState />}
      {fixture.isError && <ErrorState error={fixture.error} onRetry={() => void fixture.refetch()} />}
      {fixture.data && <FixtureView fixture={fixture.data} onAction={setAction} />}
      {action && (
        <OverrideDialog
          subject={action.subject}
          mode={action.mode}
          onClose={() => setAction(null)}
          onDone={onDone}
        />
      )}
    </>
  );
}

function OverrideButtons({
  subject,
  onAction,
  setLabel,
}: {
  subject: OverrideSubject;
  onAction: (action: Action) => void;
  setLabel: string;
}) {
  return (
    <span className="sports-override-buttons">
      <button type="button" className="btn btn--sm" onClick={() => onAction({ subject, mode: 'set' })}>
        {subject.override ? '변경' : setLabel}
      </button>
      {subject.override && (
        <button
          type="button"
          className="btn btn--sm btn--danger-ghost"
          onClick={() => onAction({ subject, mode: 'clear' })}
        >
          해제
        </button>
      )}
    </span>
  );
}

function FixtureView({
  fixture,
  onAction,
}: {
  fixture: StaffSportsFixture;
  onAction: (action: Action) => void;
}) {
  const subject = fixtureSubject(fixture);
  return (
    <div data-testid="sports-fixture">
      <section className="panel">
        <h2 className="panel__title">
          {fixture.homeName} vs {fixture.awayName}
        </h2>
        <p className="muted small">
          #{fixture.fixtureId} · {fixture.sportName} · {fixture.regionName} {fixture.leagueName} ·{' '}
          {formatKstDateTime(fixture.startAt)} · {fixtureStatusText(fixture.status)}
        </p>
        <div className="sports-fixture-override">
          {fixture.override ? (
            <span className="tag tag--warn">경기 수동 조정: {describeOverride(fixture.override)}</span>
          ) : (
            <span className="muted small">경기 전체 정지 없음</span>
          )}
          <OverrideButtons subject={subject} onAction={onAction} setLabel="경기 전체 정지" />
        </div>
        {fixture.override && (
          <p className="muted small">
            사유: {fixture.override.reason} ({fixture.override.staffLoginId ?? '-'},{' '}
            {formatKstDateTime(fixture.override.updatedAt)})
          </p>
        )}
      </section>
      {fixture.markets.length === 0 && <p className="muted">발매 중인 마켓이 없습니다.</p>}
      {fixture.markets.map((market) => (
        <MarketPanel key={market.marketId} fixture={fixture} market={market} onAction={onAction} />
      ))}
    </div>
  );
}

function MarketPanel({
  fixture,
  market,
  onAction,
}: {
  fixture: StaffSportsFixture;
  market: StaffSportsMarket;
  onAction: (action: Action) => void;
}) {
  return (
    <section className="panel" data-testid={`market-${market.marketId}`}>
      <div className="sports-market__head">
        <h3 className="panel__title">
          {market.name} <span className="muted small">#{market.marketId}</span>
        </h3>
        <span className="muted small">피드</span> {statusTag(market.feedStatus)}
        <span className="muted small">회원</span> {statusTag(market.status)}
        {market.override && <span className="tag tag--warn">{describeOverride(market.override)}</span>}
        <OverrideButtons subject={marketSubject(fixture, market)} onAction={onAction} setLabel="마켓 정지" />
      </div>
      <div className="table-wrap">
        <table className="table table--compact table--cards">
          <thead>
            <tr>
              <th scope="col">선택</th>
              <th scope="col">기준점</th>
              <th scope="col" className="num">
                피드 배당
              </th>
              <th scope="col" className="num">
                회원 배당
              </th>
              <th scope="col">상태</th>
              <th scope="col">수동 조정</th>
              <th scope="col">
                <span className="visually-hidden">조정</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {market.outcomes.map((outcome) => (
              <tr key={outcome.id} className={outcome.isHidden ? 'sports-hidden-row' : undefined}>
                <td data-label="선택" className="strong">
                  {outcome.pickLabel}
                </td>
                <td data-label="기준점">
                  {outcome.line || '-'}
                  {outcome.isHidden && <span className="tag">숨김</span>}
                </td>
                <td data-label="피드 배당" className="num">
                  {formatOdds(outcome.feedPrice)}
                </td>
                <td data-label="회원 배당" className="num strong">
                  {formatOdds(outcome.price)}
                </td>
                <td data-label="상태">{statusTag(outcome.status)}</td>
                <td data-label="수동 조정">
                  {outcome.override ? (
                    <span className="tag tag--warn" title={outcome.override.reason}>
                      {describeOverride(outcome.override)}
                    </span>
                  ) : (
                    '-'
                  )}
                </td>
                <td className="actions">
                  <OverrideButtons
                    subject={outcomeSubject(fixture, market, outcome)}
                    onAction={onAction}
                    setLabel="조정"
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
