import { useEffect, useState } from 'react';
import { useFixtureLive } from '../../../lib/odds-store.ts';

/** How long a fixture flashes after its score changed (ms). */
export const scoreFlashMs = 4_000;

/** True for {@link scoreFlashMs} after a realtime message changed the fixture's score (a goal flashes it). */
export function useScoreFlash(fixtureId: number): boolean {
  const changedAt = useFixtureLive(fixtureId)?.scoreChangedAt ?? null;
  const [now, setNow] = useState(() => Date.now());
  const isFlashing = changedAt !== null && now - changedAt < scoreFlashMs;
  useEffect(() => {
    if (changedAt === null) return;
    setNow(Date.now());
    const wait = changedAt + scoreFlashMs - Date.now();
    if (wait <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), wait);
    return () => clearTimeout(timer);
  }, [changedAt]);
  return isFlashing;
}
