import { canStaff } from '@hanpan/core/staff-roles';
import { formatKstDateTime } from '@hanpan/core/time/kst';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Flash } from '../../../components/flash.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { EmptyState, ErrorState, ForbiddenState, LoadingState } from '../../../components/states.tsx';
import { formatWonText } from '../../../lib/format.ts';
import { useStaffMe } from '../../../lib/staff-session.ts';
import { useFlash } from '../../../lib/use-flash.ts';
import { useMember } from '../api/get-member.ts';
import { AdjustBalanceDialog } from '../components/adjust-balance-dialog.tsx';
import { BettingBlockDialog } from '../components/betting-block-dialog.tsx';
import { BankChangesPanel, MemberAccessPanels } from '../components/member-account-panels.tsx';
import {
  LedgerLines,
  MemberCharges,
  MemberExchanges,
  MemberSessions,
} from '../components/member-history.tsx';
import { MemberProtectionPanel } from '../components/member-protection-panel.tsx';
import { MemberStatusDialog } from '../components/member-status-dialog.tsx';
import { memberStatusText } from '../member-filter.ts';

/** 회원 상세: profile, balances, ledger lines, requests, sessions; suspend, 베팅 차단, 잔액 조정 and 잔액 출금 처리. */
export function MemberDetailPage() {
  const me = useStaffMe();
  const memberId = Number(useParams().memberId);
  const isValidId = Number.isInteger(memberId) && memberId > 0;
  const canView = canStaff(me.role, 'members.view');
  const member = useMember(memberId, canView && isValidId);
  const [dialog, setDialog] = useState<'status' | 'adjust' | 'betting' | null>(null);
  const [flash, showFlash] = useFlash();

  if (!canView) return <ForbiddenState />;
  if (!isValidId) return <EmptyState>잘못된 회원 번호입니다.</EmptyState>;
  const data = member.data;
  return (
    <>
      <p className="breadcrumb">
        <Link to="/members">← 회원 목록</Link>
      </p>
      <PageHeader title={data ? `${data.loginId} (${data.nick})` : '회원 상세'}>
        {data && (
          <>
            <span className={`status status--${data.status}`}>{memberStatusText[data.status]}</span>
            {/* A pending or rejected join is decided in the 가입 승인 queue, not by (un)suspending. */}
            {canStaff(me.role, 'members.suspend') &&
              (data.status === 'active' || data.status === 'suspended') && (
                <button
                  type="button"
                  className={data.status === 'active' ? 'btn btn--danger-ghost' : 'btn'}
                  onClick={() => setDialog('status')}
                >
                  {data.status === 'active' ? '회원 정지' : '정지 해제'}
                </button>
              )}
            {data.isBettingBlocked && (
              <span className="status status--suspended" data-testid="betting-blocked">
                베팅 차단
              </span>
            )}
            {canStaff(me.role, 'bets.manage') && (
              <button
                type="button"
                className={data.isBettingBlocked ? 'btn' : 'btn btn--danger-ghost'}
                onClick={() => setDialog('betting')}
              >
                {data.isBettingBlocked ? '베팅 차단 해제' : '베팅 차단'}
              </button>
            )}
            {canStaff(me.role, 'balance.adjust') && (
              <button type="button" className="btn btn--primary" onClick={() => setDialog('adjust')}>
                잔액 조정
              </button>
            )}
          </>
        )}
      </PageHeader>
      <Flash message={flash} />
      {member.isPending && <LoadingState />}
      {member.isError && <ErrorState error={member.error} onRetry={() => void member.refetch()} />}
      {data && (
        <>
          <div className="stats">
            <div className="stat" data-testid="member-cash">
              <span className="stat__label">캐시</span>
              <span className="stat__value">{formatWonText(data.cash)}</span>
            </div>
            <div className="stat">
              <span className="stat__label">포인트</span>
              <span className="stat__value">{data.point.toLocaleString('ko-KR')}P</span>
            </div>
            <div className="stat">
              <span className="stat__label">정산금</span>
              <span className="stat__value">{formatWonText(data.agencyCash)}</span>
            </div>
          </div>
          <section className="panel" aria-label="회원 정보">
            <h2 className="panel__title">회원 정보</h2>
            <dl className="profile">
              <dt>회원 번호</dt>
              <dd>{data.id}</dd>
              <dt>전화번호</dt>
              <dd className="mono">{data.phone}</dd>
              <dt>생년월일</dt>
              <dd>{data.birthDate}</dd>
              <dt>총판</dt>
              <dd>{data.partnerName || '-'}</dd>
              <dt>출금 계좌</dt>
              <dd>
                {data.bankName} <span className="mono">{data.bankAccount}</span> ({data.bankHolder})
              </dd>
              <dt>가입</dt>
              <dd>
                {formatKstDateTime(data.createdAt)} <span className="muted mono">{data.joinIp ?? ''}</span>
              </dd>
            </dl>
          </section>
          <LedgerLines lines={data.ledger} />
          <div className="panel-grid">
            <MemberCharges items={data.charges} />
            <MemberExchanges items={data.exchanges} />
          </div>
          <MemberSessions sessions={data.sessions} />
          <BankChangesPanel
            memberId={data.id}
            canReview={canStaff(me.role, 'members.suspend')}
            onDone={showFlash}
          />
          <MemberProtectionPanel
            member={data}
            canEdit={canStaff(me.role, 'members.suspend')}
            canPayOut={canStaff(me.role, 'payments.decide')}
            onDone={showFlash}
          />
          <MemberAccessPanels
            memberId={data.id}
            canEnd={canStaff(me.role, 'members.suspend')}
            onDone={showFlash}
          />
          {dialog === 'status' && (
            <MemberStatusDialog member={data} onClose={() => setDialog(null)} onDone={showFlash} />
          )}
          {dialog === 'betting' && (
            <BettingBlockDialog member={data} onClose={() => setDialog(null)} onDone={showFlash} />
          )}
          {dialog === 'adjust' && (
            <AdjustBalanceDialog member={data} onClose={() => setDialog(null)} onDone={showFlash} />
          )}
        </>
      )}
    </>
  );
}
