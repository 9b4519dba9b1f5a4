// What the scoreboard and the event timeline of a live fixture show, and why a market is locked.

/** A timeline entry's kind: a goal (soccer, ice hockey), a card (soccer) or the end of a period. */
export type LiveIncidentKind = 'goal' | 'yellowCard' | 'redCard' | 'periodEnd';

/** One entry of a live fixture's event timeline, oldest first in a list. */
export type LiveIncident = {
  kind: LiveIncidentKind;
  /** The period it happened in, 1-based. */
  period: number;
  /** The match clock when it happened (seconds as the feed counts them), null for sports without one. */
  clockSeconds: number | null;
  /** 1 home, 2 away, null for a period end. */
  side: 1 | 2 | null;
  /** The score after a goal or at a period's end, else null. */
  score: { home: number; away: number } | null;
};

/** A period's points on the scoreboard (sets' games, quarters' points, innings' runs). */
export type LivePeriodScore = { number: number; home: number; away: number; isFinished: boolean };

/** Korean names of the timeline's kinds. */
export const liveIncidentNames: Record<LiveIncidentKind, string> = {
  goal: '득점',
  yellowCard: '경고',
  redCard: '퇴장',
  periodEnd: '종료',
};

/**
 * Why the feed suspended a market. The built-in feed gives one with every suspension; a feed that
 * gives none (or one the site does not know) shows the lock alone.
 */
export const SUSPEND_REASONS = ['danger', 'goalCheck', 'cardCheck', 'var', 'periodBreak', 'injury'] as const;

/** One of {@link SUSPEND_REASONS}. */
export type SuspendReason = (typeof SUSPEND_REASONS)[number];

/** Korean text of each reason, shown on the locked cells. */
export const suspendReasonText: Record<SuspendReason, string> = {
  danger: '위험 상황',
  goalCheck: '골 확인 중',
  cardCheck: '카드 확인 중',
  var: 'VAR 판독 중',
  periodBreak: '휴식 시간',
  injury: '부상 처리 중',
};

/** The reason for a feed's code, null for none or an unknown one. */
export function suspendReasonOf(code: unknown): SuspendReason | null {
  return typeof code === 'string' && (SUSPEND_REASONS as readonly string[]).includes(code)
    ? (code as SuspendReason)
    : null;
}
