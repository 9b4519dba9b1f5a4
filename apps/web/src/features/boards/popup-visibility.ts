/** The two kinds of popups a visitor can hide. */
export type PopupKind = 'notice' | 'event';

const dayMs = 24 * 60 * 60 * 1000;

const sessionKey = (kind: PopupKind, id: number) => `hanpan.popup.${kind}.${id}.closed`;
const untilKey = (kind: PopupKind, id: number) => `hanpan.popup.${kind}.${id}.hiddenUntil`;

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: string): void {
  try {
    storage().setItem(key, value);
  } catch {
    // Storage off (private mode): the popup still closes for this page view.
  }
}

/** True when the visitor closed this popup in this visit or chose "오늘 하루 열지 않기" less than 24 h ago. */
export function isPopupHidden(kind: PopupKind, id: number, now = Date.now()): boolean {
  if (read(() => sessionStorage, sessionKey(kind, id)) === '1') return true;
  const until = Number(read(() => localStorage, untilKey(kind, id)));
  return Number.isFinite(until) && until > now;
}

/** "닫기": hidden for the rest of this visit (sessionStorage). */
export function hidePopupForSession(kind: PopupKind, id: number): void {
  write(() => sessionStorage, sessionKey(kind, id), '1');
}

/** "오늘 하루 열지 않기": hidden for 24 hours; unlike the original, the expiry really is stored. */
export function hidePopupForToday(kind: PopupKind, id: number, now = Date.now()): void {
  write(() => localStorage, untilKey(kind, id), String(now + dayMs));
  hidePopupForSession(kind, id);
}
