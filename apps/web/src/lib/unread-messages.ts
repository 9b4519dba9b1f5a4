import { showAlert } from './alert-store.ts';
import { navigateTo } from './navigation.ts';

/** Where received messages are read (spec section 2). */
export const messagePagePath = '/board/message';

/** Text of the unread-message alert (spec section 4, "Unread messages"). */
export const unreadMessageText = '읽지 않은 쪽지가 있습니다. 쪽지함으로 이동하시겠습니까?';

// The last unread count this page load has seen: the alert rises once per increase, not per poll.
let lastSeenCount = 0;

/** True for calls about messages; their replies never raise the alert. */
export function isMessageCall(path: string): boolean {
  return /message/i.test(path);
}

/** Raises the unread-message alert when `count` grew since the last reply of this page load. */
export function noticeUnreadCount(count: number, path: string): void {
  const grew = count > lastSeenCount;
  lastSeenCount = count;
  if (!grew || count <= 0 || isMessageCall(path)) return;
  if (window.location.pathname === messagePagePath) return;
  void showAlert({ message: unreadMessageText, buttons: ['예', '아니오'] }).then((button) => {
    if (button === '예') navigateTo(messagePagePath);
  });
}

/** Forgets the count (after logout), so the next member's unread messages are announced. */
export function resetUnreadCount(): void {
  lastSeenCount = 0;
}
