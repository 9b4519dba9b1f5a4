import type { StaffPermission } from '@hanpan/core/staff-roles';

/** One sidebar entry and the permission that shows it. */
export type NavItem = {
  to: string;
  label: string;
  permission: StaffPermission;
  /** Which pending count of the dashboard is shown beside it. */
  badge?: 'pendingCharges' | 'pendingExchanges' | 'waitingInquiries';
};

/** The sidebar, in order (잔액 조정 lives inside the member detail). */
export const navItems: readonly NavItem[] = [
  { to: '/', label: '대시보드', permission: 'dashboard.view' },
  { to: '/charges', label: '충전 신청', permission: 'payments.view', badge: 'pendingCharges' },
  { to: '/exchanges', label: '환전 신청', permission: 'payments.view', badge: 'pendingExchanges' },
  { to: '/members', label: '회원', permission: 'members.view' },
  { to: '/members/approval', label: '가입 승인', permission: 'members.view' },
  { to: '/members/bankChanges', label: '계좌 변경 요청', permission: 'members.view' },
  { to: '/members/blocked', label: '이용 제한 회원', permission: 'members.view' },
  { to: '/partners', label: '파트너 트리', permission: 'members.view' },
  { to: '/partners/settlements', label: '정산 관리', permission: 'payments.view' },
  { to: '/settings/money', label: '머니 설정', permission: 'settings.money' },
  { to: '/settings/join', label: '가입 설정', permission: 'settings.join' },
  { to: '/referral', label: '추천인', permission: 'payments.view' },
  { to: '/sports', label: '스포츠 설정', permission: 'sports.manage' },
  { to: '/minigames', label: '미니게임 관리', permission: 'minigames.view' },
  { to: '/virtual', label: '가상게임 관리', permission: 'minigames.view' },
  { to: '/casino', label: '카지노 관리', permission: 'casino.view' },
  { to: '/bets', label: '베팅 내역', permission: 'bets.view' },
  { to: '/bets/settlement', label: '수동 정산', permission: 'bets.manage' },
  { to: '/bets/unsettled', label: '미정산 목록', permission: 'bets.view' },
  { to: '/bets/debts', label: '회원 채무', permission: 'bets.view' },
  { to: '/settings/bets', label: '베팅 설정', permission: 'bets.manage' },
  { to: '/boards', label: '공지 · 이벤트', permission: 'boards.view' },
  { to: '/coupons', label: '쿠폰', permission: 'promotions.view' },
  { to: '/attendance', label: '출석체크 설정', permission: 'promotions.view' },
  { to: '/messages', label: '쪽지 발송', permission: 'messages.send' },
  { to: '/inquiries', label: '1:1 문의', permission: 'inquiries.answer', badge: 'waitingInquiries' },
  { to: '/accounts', label: '관리자 계정', permission: 'staff.manage' },
  { to: '/audit', label: '감사 로그', permission: 'audit.view' },
];

/**
 * The entry to highlight for a path: the longest target that is the path or a folder above it, so
 * /bets/unsettled lights 미정산 목록 while a bet's detail (/bets/12) still lights 베팅 내역.
 */
export function activeNavTarget(targets: readonly string[], pathname: string): string | null {
  let best: string | null = null;
  for (const target of targets) {
    const isMatch =
      target === '/' ? pathname === '/' : pathname === target || pathname.startsWith(`${target}/`);
    if (isMatch && (best === null || target.length > best.length)) best = target;
  }
  return best;
}
