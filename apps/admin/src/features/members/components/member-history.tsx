import type {
  StaffChargeItem,
  StaffExchangeItem,
  StaffLedgerLine,
  StaffMemberSession,
} from '@hanpan/core/api/staff';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/states.tsx';
import { formatKst, formatSignedWon, formatWonText } from '../../../lib/format.ts';
import { staffStatusText } from '../../payments/queue-filter.ts';
import { accountText, ledgerKindName } from '../account-text.ts';

/** A titled table section of the member detail; `empty` shows when there are no rows. */
function Section({
  title,
  count,
  empty,
  children,
}: {
  title: string;
  count: number;
  empty: string;
  children: ReactNode;
}) {
  return (
    <section className="panel" aria-label={title}>
      <h2 className="panel__title">
        {title} <span className="muted small">{count}건</span>
      </h2>
      {count === 0 ? <EmptyState>{empty}</EmptyState> : <div className="table-wrap">{children}</div>}
    </section>
  );
}

/** The member's ledger lines, newest first as the server sends them. */
export function LedgerLines({ lines }: { lines: StaffLedgerLine[] }) {
  return (
    <Section title="원장 내역" count={lines.length} empty="원장 내역이 없습니다.">
      <table className="table" data-testid="member-ledger">
        <thead>
          <tr>
            <th scope="col">시각</th>
            <th scope="col">종류</th>
            <th scope="col">계정</th>
            <th scope="col" className="num">
              금액
            </th>
            <th scope="col">참조</th>
            <th scope="col">메모</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            // A transaction may touch one account more than once; the position keeps keys unique.
            <tr key={`${line.txId}-${line.account}-${index}`}>
              <td className="nowrap">{formatKst(line.createdAt)}</td>
              <td title={line.kind}>{ledgerKindName(line.kind)}</td>
              <td>{accountText[line.account]}</td>
              <td className={`num strong ${line.amount < 0 ? 'negative' : 'positive'}`}>
                {formatSignedWon(line.amount)}
              </td>
              <td className="mono small">{line.reference}</td>
              <td className="small">{line.memo ?? '-'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

/** The member's deposit requests. */
export function MemberCharges({ items }: { items: StaffChargeItem[] }) {
  return (
    <Section title="충전 신청" count={items.length} empty="충전 신청이 없습니다.">
      <table className="table">
        <thead>
          <tr>
            <th scope="col">번호</th>
            <th scope="col" className="num">
              금액
            </th>
            <th scope="col">입금자명</th>
            <th scope="col">상태</th>
            <th scope="col">신청 시각</th>
            <th scope="col">처리</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <td className="muted">{item.id}</td>
              <td className="num">{formatWonText(item.amount)}</td>
              <td>{item.depositorName}</td>
              <td>
                <span className={`status status--${item.status}`}>{staffStatusText[item.status]}</span>
              </td>
              <td className="nowrap">{formatKst(item.createdAt)}</td>
              <td className="small">
                {item.decidedAt ? `${formatKst(item.decidedAt)} ${item.decidedBy ?? ''}` : '-'}
                {item.reason && <span className="cell-reason">사유: {item.reason}</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

/** The member's withdrawal requests. */
export function MemberExchanges({ items }: { items: StaffExchangeItem[] }) {
  return (
    <Section title="환전 신청" count={items.length} empty="환전 신청이 없습니다.">
      <table className="table">
        <thead>
          <tr>
            <th scope="col">번호</th>
            <th scope="col" className="num">
              금액
            </th>
            <th scope="col">상태</th>
            <th scope="col">1차 승인</th>
            <th scope="col">신청 시각</th>
            <th scope="col">처리</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <td className="muted">{item.id}</td>
              <td className="num">{formatWonText(item.amount)}</td>
              <td>
                <span className={`status status--${item.status}`}>{staffStatusText[item.status]}</span>
                {item.status === 'pending' && item.needsSecondApproval && (
                  <span className="tag tag--warn">2차 승인 필요</span>
                )}
              </td>
              <td>{item.firstApprovedBy ?? '-'}</td>
              <td className="nowrap">{formatKst(item.createdAt)}</td>
              <td className="small">
                {item.decidedAt ? `${formatKst(item.decidedAt)} ${item.decidedBy ?? ''}` : '-'}
                {item.reason && <span className="cell-reason">사유: {item.reason}</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

/** The member's login sessions. */
export function MemberSessions({ sessions }: { sessions: StaffMemberSession[] }) {
  return (
    <Section title="접속 기록" count={sessions.length} empty="접속 기록이 없습니다.">
      <table className="table">
        <thead>
          <tr>
            <th scope="col">로그인</th>
            <th scope="col">마지막 활동</th>
            <th scope="col">종료</th>
            <th scope="col">IP</th>
            <th scope="col">브라우저</th>
          </tr>
        </thead>
        <tbody>
          {sessions.map((session, index) => (
            <tr key={`${session.createdAt}-${index}`}>
              <td className="nowrap">{formatKst(session.createdAt)}</td>
              <td className="nowrap">{formatKst(session.lastSeenAt)}</td>
              <td className="nowrap">
                {session.endedAt ? (
                  formatKst(session.endedAt)
                ) : (
                  <span className="tag tag--info">접속 중</span>
                )}
              </td>
              <td className="mono small">{session.ip ?? '-'}</td>
              <td className="small ellipsis" title={session.userAgent ?? undefined}>
                {session.userAgent ?? '-'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}
