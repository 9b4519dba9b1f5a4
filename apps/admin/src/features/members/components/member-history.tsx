import type {
  StaffChargeItem,
  StaffExchangeItem,
  StaffLedgerLine,
  StaffMemberSession,
} from '@hanpan/core/api/staff';
import { formatSignedAccountAmount, ledgerTxKindName } from '@hanpan/core/money/ledger-kinds';
import { formatKstDateTime } from '@hanpan/core/time/kst';
import type { ReactNode } from 'react';
import { DataTable } from '../../../components/data-table.tsx';
import { EmptyState } from '../../../components/states.tsx';
import { formatWonText } from '../../../lib/format.ts';
import { RequestStatus } from '../../payments/index.ts';
import { accountText } from '../account-text.ts';
import { describeUserAgent } from '../user-agent-text.ts';

/** A titled table section of the member detail; `empty` shows when there are no rows. */
function Section({
  title,
  count,
  empty,
  testId,
  head,
  children,
}: {
  title: string;
  count: number;
  empty: string;
  testId?: string;
  head: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="panel" aria-label={title}>
      <h2 className="panel__title">
        {title} <span className="muted small">{count}건</span>
      </h2>
      {count === 0 ? (
        <EmptyState>{empty}</EmptyState>
      ) : (
        <DataTable head={head} testId={testId}>
          {children}
        </DataTable>
      )}
    </section>
  );
}

/** The request number and amount header cells, first in both request tables. */
function RequestLeadHeads() {
  return (
    <>
      <th scope="col">번호</th>
      <th scope="col" className="num">
        금액
      </th>
    </>
  );
}

/** A request's number and amount cells. */
function RequestLeadCells({ item }: { item: StaffChargeItem | StaffExchangeItem }) {
  return (
    <>
      <td className="muted">{item.id}</td>
      <td className="num">{formatWonText(item.amount)}</td>
    </>
  );
}

/** The request time and 처리 header cells, last in both request tables. */
function RequestTimesHeads() {
  return (
    <>
      <th scope="col">신청 시각 (KST)</th>
      <th scope="col">처리</th>
    </>
  );
}

/** A request's creation time and 처리 cells: when and by whom it was decided, and the reason. */
function RequestTimes({ item }: { item: StaffChargeItem | StaffExchangeItem }) {
  return (
    <>
      <td className="nowrap">{formatKstDateTime(item.createdAt)}</td>
      <td className="small">
        {item.decidedAt ? `${formatKstDateTime(item.decidedAt)} ${item.decidedBy ?? ''}` : '-'}
        {item.reason && <span className="cell-reason">사유: {item.reason}</span>}
      </td>
    </>
  );
}

/** The member's ledger lines, newest first as the server sends them. */
export function LedgerLines({ lines }: { lines: StaffLedgerLine[] }) {
  return (
    <Section
      title="원장 내역"
      count={lines.length}
      empty="원장 내역이 없습니다."
      testId="member-ledger"
      head={
        <>
          <th scope="col">시각 (KST)</th>
          <th scope="col">종류</th>
          <th scope="col">계정</th>
          <th scope="col" className="num">
            금액
          </th>
          <th scope="col">참조</th>
          <th scope="col">메모</th>
        </>
      }
    >
      {lines.map((line, index) => (
        // A transaction may touch one account more than once; the position keeps keys unique.
        <tr key={`${line.txId}-${line.account}-${index}`}>
          <td className="nowrap">{formatKstDateTime(line.createdAt)}</td>
          <td title={line.kind}>{ledgerTxKindName(line.kind)}</td>
          <td>{accountText[line.account]}</td>
          <td className={`num strong ${line.amount < 0 ? 'negative' : 'positive'}`}>
            {formatSignedAccountAmount(line.amount, line.account)}
          </td>
          <td className="mono small">{line.reference}</td>
          <td className="small">{line.memo ?? '-'}</td>
        </tr>
      ))}
    </Section>
  );
}

/** The member's deposit requests. */
export function MemberCharges({ items }: { items: StaffChargeItem[] }) {
  return (
    <Section
      title="충전 신청"
      count={items.length}
      empty="충전 신청이 없습니다."
      head={
        <>
          <RequestLeadHeads />
          <th scope="col">입금자명</th>
          <th scope="col">상태</th>
          <RequestTimesHeads />
        </>
      }
    >
      {items.map((item) => (
        <tr key={item.id}>
          <RequestLeadCells item={item} />
          <td>{item.depositorName}</td>
          <td>
            <RequestStatus status={item.status} />
          </td>
          <RequestTimes item={item} />
        </tr>
      ))}
    </Section>
  );
}

/** The member's withdrawal requests. */
export function MemberExchanges({ items }: { items: StaffExchangeItem[] }) {
  return (
    <Section
      title="환전 신청"
      count={items.length}
      empty="환전 신청이 없습니다."
      head={
        <>
          <RequestLeadHeads />
          <th scope="col">상태</th>
          <th scope="col">1차 승인</th>
          <RequestTimesHeads />
        </>
      }
    >
      {items.map((item) => (
        <tr key={item.id}>
          <RequestLeadCells item={item} />
          <td>
            <RequestStatus status={item.status} />
            {item.status === 'pending' && item.needsSecondApproval && (
              <span className="tag tag--warn">2차 승인 필요</span>
            )}
          </td>
          <td>{item.firstApprovedBy ?? '-'}</td>
          <RequestTimes item={item} />
        </tr>
      ))}
    </Section>
  );
}

/** Browser, OS and device of a login, the raw user-agent on hover and when opened. */
function UserAgentCell({ userAgent }: { userAgent: string | null }) {
  if (!userAgent) return <>-</>;
  return (
    <details className="user-agent">
      <summary title={userAgent}>{describeUserAgent(userAgent)}</summary>
      <code className="mono small user-agent__raw">{userAgent}</code>
    </details>
  );
}

/** The member's login sessions. */
export function MemberSessions({ sessions }: { sessions: StaffMemberSession[] }) {
  return (
    <Section
      title="접속 기록"
      count={sessions.length}
      empty="접속 기록이 없습니다."
      head={
        <>
          <th scope="col">로그인</th>
          <th scope="col">마지막 활동</th>
          <th scope="col">종료</th>
          <th scope="col">IP</th>
          <th scope="col">브라우저</th>
        </>
      }
    >
      {sessions.map((session, index) => (
        <tr key={`${session.createdAt}-${index}`}>
          <td className="nowrap">{formatKstDateTime(session.createdAt)}</td>
          <td className="nowrap">{formatKstDateTime(session.lastSeenAt)}</td>
          <td className="nowrap">
            {session.endedAt ? (
              formatKstDateTime(session.endedAt)
            ) : (
              <span className="tag tag--info">접속 중</span>
            )}
          </td>
          <td className="mono small">{session.ip ?? '-'}</td>
          <td className="small">
            <UserAgentCell userAgent={session.userAgent} />
          </td>
        </tr>
      ))}
    </Section>
  );
}
