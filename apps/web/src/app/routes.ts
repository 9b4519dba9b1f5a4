import { miniGameLobbies } from '@hanpan/core/minigames/catalogue';
import type { RouteObject } from 'react-router';
import { NotFoundScreen } from '../components/not-found-screen.tsx';
import { virtualGameEntries } from '../features/minigames/virtual/virtual-games.ts';

// Every route of spec section 2. Each page's code loads when the route is first visited.
const home = () => import('../features/site/pages/home-page.tsx').then((m) => ({ Component: m.HomePage }));
const rules = () =>
  import('../features/boards/pages/rules-page.tsx').then((m) => ({ Component: m.RulesPage }));
const boardMain = () =>
  import('../features/boards/pages/board-main-page.tsx').then((m) => ({ Component: m.BoardMainPage }));
const coupon = () =>
  import('../features/promotions/pages/coupon-page.tsx').then((m) => ({ Component: m.CouponPage }));
const inquiry = () =>
  import('../features/inquiries/pages/inquiry-page.tsx').then((m) => ({ Component: m.InquiryPage }));
const message = () =>
  import('../features/messages/pages/message-page.tsx').then((m) => ({ Component: m.MessagePage }));
const attendance = () =>
  import('../features/promotions/pages/attendance-page.tsx').then((m) => ({ Component: m.AttendancePage }));
const prematch = () =>
  import('../features/sports/pages/prematch-page.tsx').then((m) => ({ Component: m.PrematchPage }));
const inplay = () =>
  import('../features/sports/pages/inplay-page.tsx').then((m) => ({ Component: m.InplayPage }));
const gamesMain = () =>
  import('../features/minigames/pages/games-main-page.tsx').then((m) => ({ Component: m.GamesMainPage }));
const virtualGame = () =>
  import('../features/minigames/virtual/pages/virtual-game-page.tsx').then((m) => ({
    Component: m.VirtualGamePage,
  }));
const miniGameLobby = () =>
  import('../features/minigames/pages/minigame-lobby-page.tsx').then((m) => ({
    Component: m.MinigameLobbyPage,
  }));
const miniGameVerify = () =>
  import('../features/minigames/pages/verify-page.tsx').then((m) => ({ Component: m.VerifyPage }));
const agency = () =>
  import('../features/agency/pages/agency-page.tsx').then((m) => ({ Component: m.AgencyPage }));
const charge = () =>
  import('../features/payments/pages/charge-page.tsx').then((m) => ({ Component: m.ChargePage }));
const exchange = () =>
  import('../features/payments/pages/exchange-page.tsx').then((m) => ({ Component: m.ExchangePage }));
const recommend = () =>
  import('../features/referral/pages/recommend-page.tsx').then((m) => ({ Component: m.RecommendPage }));
const mypage = () =>
  import('../features/account/pages/mypage-page.tsx').then((m) => ({ Component: m.MypagePage }));
const betResult = () =>
  import('../features/betting/history/pages/bet-result-page.tsx').then((m) => ({
    Component: m.BetResultPage,
  }));
const slot = () => import('../features/casino/pages/slot-page.tsx').then((m) => ({ Component: m.SlotPage }));
const casino = () =>
  import('../features/casino/pages/casino-page.tsx').then((m) => ({ Component: m.CasinoPage }));

/** The page routes rendered inside the shell. */
export const pageRoutes: RouteObject[] = [
  { index: true, lazy: home },
  { path: 'board/main', lazy: boardMain },
  { path: 'board/rules', lazy: rules },
  { path: 'board/coupon', lazy: coupon },
  { path: 'board/inquiry', lazy: inquiry },
  { path: 'board/message', lazy: message },
  { path: 'board/attendance', lazy: attendance },
  { path: 'event/main', lazy: prematch },
  { path: 'event/main_inplay', lazy: inplay },
  { path: 'games/main', lazy: gamesMain },
  ...miniGameLobbies.map((entry) => ({ path: `games/miniGame/${entry.slug}`, lazy: miniGameLobby })),
  { path: 'games/verify', lazy: miniGameVerify },
  ...virtualGameEntries.map((entry) => ({ path: `games/bet365/${entry.slug}`, lazy: virtualGame })),
  { path: 'agency', lazy: agency },
  { path: 'agency/index', lazy: agency },
  { path: 'amount/charge', lazy: charge },
  { path: 'amount/exchange', lazy: exchange },
  { path: 'amount/recommend', lazy: recommend },
  { path: 'mypage', lazy: mypage },
  { path: 'result/betResult', lazy: betResult },
  { path: 'casino/skyhub/slot', lazy: slot },
  { path: 'casino/skyhub/casino', lazy: casino },
  { path: '*', Component: NotFoundScreen },
];
