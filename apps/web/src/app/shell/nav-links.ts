/** A header link. */
export type NavLinkItem = { label: string; to: string };

/** Games and boards, shown to everyone (spec section 2, "Header links"). */
export const mainLinks: readonly NavLinkItem[] = [
  { label: '스포츠', to: '/event/main' },
  { label: '라이브', to: '/event/main_inplay' },
  { label: '카지노', to: '/casino/skyhub/casino' },
  { label: '슬롯', to: '/casino/skyhub/slot' },
  { label: '미니게임', to: '/games/main' },
  { label: '가상게임', to: '/games/main?sportId=111' },
  { label: '이벤트', to: '/board/main?boardType=11' },
  { label: '공지사항', to: '/board/main?boardType=0' },
  { label: '이용규정', to: '/board/rules' },
];

/** Money and history links, members only (spec section 6). */
export const memberQuickLinks: readonly NavLinkItem[] = [
  { label: '충전', to: '/amount/charge' },
  { label: '환전', to: '/amount/exchange' },
  { label: '베팅내역', to: '/result/betResult' },
  { label: '쪽지', to: '/board/message' },
];

/** The member menu (the desktop menu and the mobile account panel); the referral link only when the site's isHeader flag is on. */
export function memberMenuLinks(isHeader: boolean): NavLinkItem[] {
  const links: NavLinkItem[] = [
    { label: '마이페이지', to: '/mypage' },
    { label: '고객센터', to: '/board/inquiry' },
    { label: '출석체크', to: '/board/attendance' },
    { label: '쿠폰', to: '/board/coupon' },
  ];
  if (isHeader) links.push({ label: '추천인', to: '/amount/recommend' });
  return links;
}

/** The partner button's target (spec section 2). */
export const partnerPath = '/agency/index';
