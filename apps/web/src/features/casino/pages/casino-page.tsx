import { casinoCategoryText } from '@hanpan/core/api/casino';
import { CasinoLobby } from './casino-lobby.tsx';

/**
 * /casino/skyhub/casino: the table games (baccarat, roulette, blackjack). They are RNG games with no
 * live dealer, so the lobby is not called 라이브 카지노 (the overlay keeps the spec's 라이브 게임 진행중).
 */
export function CasinoPage() {
  return (
    <CasinoLobby
      category="casino"
      title={casinoCategoryText.casino}
      subtitle="난수 추첨(RNG) 테이블 게임 · 바카라 · 룰렛 · 블랙잭"
    />
  );
}
