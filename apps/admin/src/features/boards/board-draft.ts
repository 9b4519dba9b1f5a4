import {
  isBoardEventImageUrl,
  isBoardEventLink,
  type StaffBoardItem,
  type StaffBoardSaveRequest,
  type StaffBoardType,
  staffBoardsText,
} from '@hanpan/core/api/staff-boards';
import { boardHtmlMaxLength } from '@hanpan/core/html-allow-list';
import { isoOfKstInputValue, kstInputValueOf } from '@hanpan/core/time/kst';

/** The editor's fields as typed. */
export type BoardDraft = {
  boardType: StaffBoardType;
  title: string;
  text: string;
  isVisible: boolean;
  isPopup: boolean;
  isPinned: boolean;
  /** datetime-local values, read as KST ('' for open). */
  startsAt: string;
  endsAt: string;
  /** Desktop popup width in px ('' for the default). */
  popupWidth: string;
  /** The event banner's URL, as the upload returned it ('' for none). */
  imageUrl: string;
  /** Where the banner leads ('' for nowhere). */
  link: string;
};

/** The editor's fields for a post (null: a new one). */
export const toBoardDraft = (post: StaffBoardItem | null): BoardDraft => ({
  boardType: post?.boardType === 1 ? 1 : 0,
  title: post?.title ?? '',
  text: post?.text ?? '',
  isVisible: post?.isVisible ?? true,
  isPopup: post?.isPopup ?? false,
  isPinned: post?.isPinned ?? false,
  startsAt: kstInputValueOf(post?.startsAt),
  endsAt: kstInputValueOf(post?.endsAt),
  popupWidth: post?.popupWidth ? String(post.popupWidth) : '',
  imageUrl: post?.imageUrl ?? '',
  link: post?.link ?? '',
});

/** The draft as the save call takes it, or the Korean message of its first problem. */
export function toBoardSaveRequest(id: number | null, draft: BoardDraft): StaffBoardSaveRequest | string {
  const title = draft.title.trim();
  if (!title) return staffBoardsText.titleRequired;
  if (title.length > 200) return staffBoardsText.titleTooLong;
  if (draft.text.length > boardHtmlMaxLength) return staffBoardsText.textTooLong;
  const startsAt = isoOfKstInputValue(draft.startsAt);
  const endsAt = isoOfKstInputValue(draft.endsAt);
  if ((draft.startsAt && !startsAt) || (draft.endsAt && !endsAt)) return staffBoardsText.badTime;
  if (startsAt && endsAt && Date.parse(endsAt) <= Date.parse(startsAt)) return staffBoardsText.badWindow;
  const popupWidth = draft.popupWidth.trim() === '' ? null : Number(draft.popupWidth);
  if (popupWidth !== null && !(Number.isInteger(popupWidth) && popupWidth >= 280 && popupWidth <= 1000)) {
    return staffBoardsText.badPopupWidth;
  }
  const imageUrl = draft.imageUrl.trim() || null;
  if (imageUrl !== null && !isBoardEventImageUrl(imageUrl)) return staffBoardsText.badImageUrl;
  const link = draft.link.trim() || null;
  if (link !== null && !isBoardEventLink(link)) return staffBoardsText.badLink;
  const { boardType, text, isVisible, isPopup, isPinned } = draft;
  return {
    id,
    boardType,
    title,
    text,
    isVisible,
    isPopup,
    isPinned,
    startsAt,
    endsAt,
    popupWidth,
    imageUrl,
    link,
  };
}
