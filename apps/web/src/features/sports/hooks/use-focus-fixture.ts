import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

// After the shell's scroll to the top of a new page (100 ms), so that scroll does not undo this one.
const focusDelayMs = 150;

/**
 * The fixture a link asked for (`?fixtureId=`), brought into view and marked once the list shows it;
 * returns its id, null when none was asked for.
 */
export function useFocusFixture(isShown: boolean): number | null {
  const [params] = useSearchParams();
  const fixtureId = Number(params.get('fixtureId')) || null;
  useEffect(() => {
    if (fixtureId === null || !isShown) return;
    const timer = setTimeout(() => {
      const element = document.querySelector<HTMLElement>(`[data-fixture-id="${fixtureId}"]`);
      if (!element) return;
      element.scrollIntoView({ block: 'center' });
      element.dataset.focused = 'true';
    }, focusDelayMs);
    return () => clearTimeout(timer);
  }, [fixtureId, isShown]);
  return fixtureId;
}
