import type { CasinoGameKind } from '@hanpan/core/api/casino';

// TEMPORARY until packages/core/src/casino/catalogue.ts (helper H1) is merged: then this re-exports it.

/** A game of the built-in provider as the operator registers it. */
export type SkyhubGame = {
  code: string;
  name: string;
  kind: CasinoGameKind;
  category: 'casino' | 'slot';
  rtpBp: number;
};

/** The built-in provider's games. */
export const skyhubGames: readonly SkyhubGame[] = [
  { code: 'lucky-sevens', name: '럭키 세븐', kind: 'slot-classic', category: 'slot', rtpBp: 9600 },
  { code: 'dragon-lines', name: '드래곤 라인', kind: 'slot-lines', category: 'slot', rtpBp: 9600 },
  { code: 'ocean-free-spins', name: '오션 프리스핀', kind: 'slot-free-spins', category: 'slot', rtpBp: 9600 },
  { code: 'baccarat', name: '바카라', kind: 'baccarat', category: 'casino', rtpBp: 9894 },
  { code: 'roulette', name: '유러피언 룰렛', kind: 'roulette', category: 'casino', rtpBp: 9730 },
  { code: 'blackjack', name: '블랙잭', kind: 'blackjack', category: 'casino', rtpBp: 9950 },
];
