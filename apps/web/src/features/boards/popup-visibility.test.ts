import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hidePopupForSession, hidePopupForToday, isPopupHidden } from './popup-visibility.ts';

/** A minimal Web Storage over a Map. */
function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
}

const hour = 60 * 60 * 1000;

describe('popup visibility', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage());
    vi.stubGlobal('sessionStorage', memoryStorage());
  });
  afterEach(() => vi.unstubAllGlobals());

  it('when nothing was chosen, then the popup shows', () => {
    expect(isPopupHidden('notice', 1)).toBe(false);
  });

  it('when closed with 닫기, then it stays hidden this session only', () => {
    hidePopupForSession('notice', 1);
    expect(isPopupHidden('notice', 1)).toBe(true);
    vi.stubGlobal('sessionStorage', memoryStorage());
    expect(isPopupHidden('notice', 1)).toBe(false);
  });

  it('when hidden for today, then it stays hidden across sessions for 24 hours and shows again after', () => {
    const now = Date.UTC(2026, 0, 1, 12);
    hidePopupForToday('notice', 2, now);
    vi.stubGlobal('sessionStorage', memoryStorage());
    expect(isPopupHidden('notice', 2, now + 23 * hour)).toBe(true);
    expect(isPopupHidden('notice', 2, now + 25 * hour)).toBe(false);
  });

  it('when a notice is hidden, then an image event with the same id is not', () => {
    hidePopupForToday('notice', 3);
    expect(isPopupHidden('event', 3)).toBe(false);
  });
});
