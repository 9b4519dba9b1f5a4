import { CasinoLobby } from './casino-lobby.tsx';

/** /casino/skyhub/casino: the live casino tables (baccarat, roulette, blackjack). */
export function CasinoPage() {
  return <CasinoLobby category="casino" title="라이브 카지노" subtitle="바카라 · 룰렛 · 블랙잭" />;
}
