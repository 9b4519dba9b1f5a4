import { CasinoLobby } from './casino-lobby.tsx';

/** /casino/skyhub/slot: the slot games. */
export function SlotPage() {
  return <CasinoLobby category="slot" title="슬롯" subtitle="클래식 · 비디오 · 프리스핀 슬롯" />;
}
