import {
  bankChangeStatusText,
  type StaffBankChangeItem,
  type StaffMemberLogin,
  type StaffMemberSession,
} from '@hanpan/core/api/account-bank-change';
import { formatKstDateTime } from '@hanpan/core/time/kst';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states.tsx';
import {
  useBankChanges,
  useEndMemberSessions,
  useMemberLiveSessions,
  useMemberLogins,
  useReviewBankChange,
} from '../api/member-account.ts';

type Decision = { item: StaffBankChangeItem; approve: boolean };

/** Bank change requests with their before and after accounts; pending ones offer 승인 and 거절. */
export function BankChangeRows({
  items,
  onDecide,
}: {
  items: StaffBankChangeItem[];
  onDecide?: (decision: Decision) => void;
}) {
  if (items.length === 0) return <EmptyState>계좌 변경 신청이 없습니다.</EmptyState>;
  return (
    <table className="table" data-testid="bank-change-table">
      <thead>
        <tr>
          <th scope="col">신청일시</th>
          <th scope="col">회원</th>
          <th scope="col">현재 계좌</th>
          <th scope="col">새 계좌</th>
          <th scope="col">상태</th>
          <th scope="col">사유</th>
          <th scope="col">처리</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id} data-testid="bank-change-row">
            <td>{formatKstDateTime(item.requestedAt)}</td>
            <td>
              {item.loginId} ({item.nick})
            </td>
            <td>
              {item.before.bankName} <span className="mono">{item.before.bankAccount}</span> (
              {item.before.bankHolder})
            </td>
            <td>
              {item.after.bankName} <span className="mono">{item.after.bankAccount}</span> (
              {item.after.bankHolder})
            </td>
            <td>{bankChangeStatusText[item.status]}</td>
            <td>{item.reason ?? '-'}</td>
            <td>
              {item.status === 'pending' && onDecide && (
                <>
                  <button
                    type="button"
                    className="btn btn--primary"
                    onClick={() => onDecide({ item, approve: true })}
                  >
                    승인
                  </button>{' '}
                  <button
                    type="button"
                    className="btn btn--danger"
                    onClick={() => onDecide({ item, approve: false })}
                  >
                    거절
                  </button>
                </>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** 계좌 변경 신청: one member's requests (or every pending one), with the review dialog. */
export function BankChangesPanel({
  memberId,
  canReview,
  onDone,
}: {
  memberId?: number;
  canReview: boolean;
  onDone: (message: string) => void;
}) {
  const changes = useBankChanges(memberId === undefined ? { status: 'pending' } : { memberId });
  const review = useReviewBankChange();
  const [decision, setDecision] = useState<Decision | null>(null);
  return (
    <section className="panel" aria-label="계좌 변경 신청">
      <h2 className="panel__title">계좌 변경 신청</h2>
      {changes.isPending ? (
        <LoadingState />
      ) : changes.isError || !changes.data ? (
        <ErrorState error={changes.error} onRetry={() => void changes.refetch()} />
      ) : (
        <BankChangeRows items={changes.data.items} onDecide={canReview ? setDecision : undefined} />
      )}
      {decision && (
        <ConfirmDialog
          title={decision.approve ? '계좌 변경 승인' : '계좌 변경 거절'}
          testId="bank-change-dialog"
          confirmLabel={decision.approve ? '승인' : '거절'}
          tone={decision.approve ? 'primary' : 'danger'}
          reasonLabel={decision.approve ? undefined : '거절 사유'}
          onConfirm={async (reason) => {
            await review.mutateAsync({ id: decision.item.id, approve: decision.approve, reason });
            onDone(
              `${decision.item.loginId} 회원의 계좌 변경을 ${decision.approve ? '승인' : '거절'}했습니다.`,
            );
          }}
          onClose={() => setDecision(null)}
        >
          <p className="confirm-text">
            {decision.approve
              ? '승인하면 이 계좌가 즉시 회원의 출금 계좌가 됩니다.'
              : '거절 사유는 회원에게 표시됩니다.'}
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}

/** A member's sign-in attempts with full IPs. */
export function LoginRows({ items }: { items: StaffMemberLogin[] }) {
  if (items.length === 0) return <EmptyState>로그인 기록이 없습니다.</EmptyState>;
  return (
    <table className="table" data-testid="member-login-table">
      <thead>
        <tr>
          <th scope="col">일시(KST)</th>
          <th scope="col">IP</th>
          <th scope="col">기기</th>
          <th scope="col">결과</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: attempts have no id; the order is stable for a render
          <tr key={index} data-testid="member-login-row">
            <td>{item.at}</td>
            <td className="mono">{item.ip ?? '-'}</td>
            <td>{item.device}</td>
            <td>{item.isSuccess ? '성공' : '실패'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A member's live sessions, each with 종료. */
export function LiveSessionRows({
  items,
  onEnd,
}: {
  items: StaffMemberSession[];
  onEnd?: (id: string) => void;
}) {
  if (items.length === 0) return <EmptyState>접속 중인 기기가 없습니다.</EmptyState>;
  return (
    <table className="table" data-testid="live-session-table">
      <thead>
        <tr>
          <th scope="col">시작</th>
          <th scope="col">마지막 활동</th>
          <th scope="col">IP</th>
          <th scope="col">기기</th>
          <th scope="col">종료</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id} data-testid="live-session-row">
            <td>{item.startedAt}</td>
            <td>{item.lastSeenAt}</td>
            <td className="mono">{item.ip ?? '-'}</td>
            <td>{item.device}</td>
            <td>
              {onEnd && (
                <button type="button" className="btn btn--danger" onClick={() => onEnd(item.id)}>
                  종료
                </button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** 로그인 기록 and 접속 기기 of a member, with 종료 and 모두 종료. */
export function MemberAccessPanels({
  memberId,
  canEnd,
  onDone,
}: {
  memberId: number;
  canEnd: boolean;
  onDone: (message: string) => void;
}) {
  const logins = useMemberLogins(memberId);
  const sessions = useMemberLiveSessions(memberId);
  const end = useEndMemberSessions(memberId);
  const endOf = async (target: { id: string } | { all: true }) => {
    const result = await end.mutateAsync(target);
    onDone(`접속 ${result.ended}건을 종료했습니다.`);
  };
  return (
    <div className="panel-grid">
      <section className="panel" aria-label="접속 기기">
        <h2 className="panel__title">접속 기기</h2>
        {canEnd && (sessions.data?.items.length ?? 0) > 0 && (
          <button type="button" className="btn btn--danger" onClick={() => void endOf({ all: true })}>
            모두 종료
          </button>
        )}
        {sessions.data ? (
          <LiveSessionRows
            items={sessions.data.items}
            onEnd={canEnd ? (id) => void endOf({ id }) : undefined}
          />
        ) : (
          <LoadingState />
        )}
      </section>
      <section className="panel" aria-label="로그인 기록">
        <h2 className="panel__title">로그인 기록</h2>
        {logins.data ? <LoginRows items={logins.data.items} /> : <LoadingState />}
      </section>
    </div>
  );
}
