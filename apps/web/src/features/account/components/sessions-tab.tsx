import type { AccountSession } from '@hanpan/core/api/account';
import { kstNote } from '@hanpan/core/time/kst';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { SkeletonLines } from '../../../components/skeleton-lines.tsx';
import { confirmAlert, showAlert } from '../../../lib/alert-store.ts';
import { type EndSessionsOutcome, useEndAccountSessions } from '../api/end-account-sessions.ts';
import { useAccountSessions } from '../api/get-account-sessions.ts';

type SessionTableProps = {
  items: AccountSession[];
  onEnd: (session: AccountSession) => void;
  isBusy: boolean;
};

/** The live sessions; every one but the current has its own 로그아웃. */
export function SessionTable({ items, onEnd, isBusy }: SessionTableProps) {
  if (items.length === 0) return <EmptyState>접속 중인 기기가 없습니다.</EmptyState>;
  return (
    <table className="history-table account-table" data-testid="session-table">
      <thead>
        <tr>
          <th scope="col">기기</th>
          <th scope="col">IP</th>
          <th scope="col" title={kstNote}>
            로그인(KST)
          </th>
          <th scope="col" title={kstNote}>
            최근 접속(KST)
          </th>
          <th scope="col">
            <span className="visually-hidden">로그아웃</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id} data-testid="session-row">
            <td data-label="기기">
              {item.device}
              {item.isCurrent && <span className="badge account-current">현재 기기</span>}
            </td>
            <td data-label="IP">{item.ip}</td>
            <td data-label="로그인" className="history-table__time">
              {item.startedAt}
            </td>
            <td data-label="최근 접속" className="history-table__time">
              {item.lastSeenAt}
            </td>
            <td data-label="" className="account-table__action">
              {!item.isCurrent && (
                <button
                  type="button"
                  className="btn btn--ghost btn--sm"
                  disabled={isBusy}
                  aria-label={`${item.device} (${item.ip}) 로그아웃`}
                  onClick={() => onEnd(item)}
                >
                  로그아웃
                </button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The 접속 기기 tab: 로그아웃 per session and 다른 기기 모두 로그아웃, each confirmed first. */
export function SessionsTab() {
  const sessions = useAccountSessions();
  const end = useEndAccountSessions();
  const [notice, setNotice] = useState('');

  async function run(question: string, body: Parameters<typeof end.mutateAsync>[0]) {
    if (!(await confirmAlert(question))) return;
    let outcome: EndSessionsOutcome;
    try {
      outcome = await end.mutateAsync(body);
    } catch {
      outcome = { isDone: false, message: '접속을 종료하지 못했습니다. 잠시 후 다시 시도해 주세요.' };
    }
    if (outcome.isDone) setNotice('로그아웃했습니다.');
    else await showAlert({ message: outcome.message });
  }

  if (sessions.isPending) return <SkeletonLines count={3} label="접속 기기를 불러오는 중" />;
  if (sessions.isError || !sessions.data)
    return <ErrorState message="접속 기기를 불러오지 못했습니다." onRetry={() => void sessions.refetch()} />;
  const { items } = sessions.data;
  const hasOthers = items.some((item) => !item.isCurrent);
  return (
    <>
      <div className="account-toolbar">
        <p className="field__hint">지금 로그인되어 있는 기기입니다.</p>
        <button
          type="button"
          className="btn btn--ghost btn--sm"
          disabled={!hasOthers || end.isPending}
          onClick={() => void run('현재 기기를 뺀 다른 기기를 모두 로그아웃할까요?', { all: true })}
        >
          다른 기기 모두 로그아웃
        </button>
      </div>
      <p className="account-form__ok" role="status">
        {notice}
      </p>
      <SessionTable
        items={items}
        isBusy={end.isPending}
        onEnd={(session) =>
          void run(`${session.device} (${session.ip})을 로그아웃할까요?`, { id: session.id })
        }
      />
    </>
  );
}
