import '../protection.css';
import type { SessionSummary } from '@hanpan/core/api/protection';
import { formatWon } from '@hanpan/core/money/amount';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { useSecondTick } from '../../../lib/use-second-tick.ts';
import { useUserStore } from '../../../lib/user-store.ts';
import { useSessionSummary } from '../api/get-session-summary.ts';
import { protectionQueryKeys } from '../api/query-keys.ts';
import { type RealityCheckTimer, startRealityCheckTimer } from '../reality-check-timer.ts';
import { formatElapsed, netFigureOf } from '../session-figures.ts';

type RealityCheckDialogProps = {
  summary: SessionSummary;
  elapsedMs: number;
  isLoggingOut: boolean;
  onContinue: () => void;
  onLogout: () => void;
};

/** The reality check (RTS 13): time since sign-in, stakes and net, then 계속하기 or 로그아웃. */
export function RealityCheckDialog({
  summary,
  elapsedMs,
  isLoggingOut,
  onContinue,
  onLogout,
}: RealityCheckDialogProps) {
  const net = netFigureOf(summary.net);
  return (
    <ModalDialog
      title="이용 시간 알림"
      testId="reality-check"
      role="alertdialog"
      className="reality-check"
      closable={false}
      onClose={onContinue}
    >
      <p className="block-confirm__text">로그인 후 이용 내역입니다. 계속 이용하시겠습니까?</p>
      <dl className="reality-check__figures">
        <dt>이용 시간</dt>
        <dd data-testid="reality-check-elapsed">{formatElapsed(elapsedMs)}</dd>
        <dt>베팅액</dt>
        <dd data-testid="reality-check-stakes">{formatWon(summary.stakes)}원</dd>
        <dt>손익</dt>
        <dd className={`net--${net.tone}`} data-testid="reality-check-net">
          {net.text}
        </dd>
      </dl>
      <div className="form__actions">
        <button type="button" className="btn btn--ghost" disabled={isLoggingOut} onClick={onLogout}>
          로그아웃
        </button>
        <button type="button" className="btn btn--primary" onClick={onContinue} data-autofocus>
          계속하기
        </button>
      </div>
    </ModalDialog>
  );
}

type RealityCheckProps = {
  /** Logs the member out (the shell passes auth's logout: protection does not depend on auth). */
  onLogout: () => void;
  isLoggingOut: boolean;
};

/**
 * Opens the reality check every N minutes since sign-in, on every page. It is portalled to the end
 * of the body with its own layer, so it shows above everything, the casino game overlay too.
 */
export function RealityCheck({ onLogout, isLoggingOut }: RealityCheckProps) {
  const isMember = useUserStore((state) => state.status === 'member');
  const summary = useSessionSummary();
  const queryClient = useQueryClient();
  const [isOpen, setIsOpen] = useState(false);
  const timerRef = useRef<RealityCheckTimer | null>(null);
  const startedAt = summary.data?.startedAt;
  const minutes = summary.data?.realityCheckMinutes ?? 0;
  const now = useSecondTick(isOpen);

  useEffect(() => {
    if (!isMember || !startedAt || minutes <= 0) return;
    const timer = startRealityCheckTimer({
      startedAtMs: Date.parse(startedAt),
      minutes,
      onDue: () => {
        setIsOpen(true);
        // The figures as of now, not as of the last minute's refresh.
        void queryClient.refetchQueries({ queryKey: protectionQueryKeys.session });
      },
    });
    timerRef.current = timer;
    return () => {
      timer.stop();
      timerRef.current = null;
      setIsOpen(false);
    };
  }, [isMember, startedAt, minutes, queryClient]);

  if (!isOpen || !isMember || !summary.data || !startedAt) return null;
  return createPortal(
    <RealityCheckDialog
      summary={summary.data}
      elapsedMs={now - Date.parse(startedAt)}
      isLoggingOut={isLoggingOut}
      onContinue={() => {
        setIsOpen(false);
        timerRef.current?.acknowledge();
      }}
      onLogout={onLogout}
    />,
    document.body,
  );
}
