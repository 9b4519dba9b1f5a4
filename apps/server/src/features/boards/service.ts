import { boardPageSize, listedBoardTypes } from '@hanpan/core/api/boards';
import { staffBoardsAuditAction, staffBoardsText } from '@hanpan/core/api/staff-boards';
import { staffPageSize } from '@hanpan/core/api/staff-codes';
import type { Db } from '../../lib/db/database.ts';
import { sanitizeBoardHtml } from '../../lib/html/sanitize-html.ts';
import type { StaffActor } from '../../lib/http/staff-actor.ts';
import { recordStaffAction } from '../staff/index.ts';
import {
  type BoardPostRecord,
  findNextPostWindowChange,
  findPostForUpdate,
  findVisiblePost,
  hidePost,
  insertPost,
  listPostsForStaff,
  listVisiblePopups,
  listVisiblePosts,
  updatePost,
} from './repository.ts';
import { listVisibleRulePages } from './rules-repository.ts';
import { findNextTickerWindowChange, listShownTickerLines } from './ticker-repository.ts';

const earliest = (times: (Date | null)[]): Date | null =>
  times.reduce<Date | null>((first, time) => (time && (!first || time < first) ? time : first), null);

/** A post as staff write it (text is HTML, sanitized here before it is stored). */
export type BoardPostDraft = {
  id: number | null;
  boardType: number;
  title: string;
  text: string;
  isVisible: boolean;
  isPopup: boolean;
  isPinned: boolean;
  /** ISO times of the window (null: open). */
  startsAt: string | null;
  endsAt: string | null;
  popupWidth: number | null;
  /** The event banner (a stored or site image path, checked by the save contract) and its link. */
  imageUrl: string | null;
  link: string | null;
};

/** A staff change done, or refused with a Korean message. */
export type BoardOutcome = { kind: 'ok'; post: BoardPostRecord } | { kind: 'refused'; message: string };

// What the audit line keeps of a post (the text as stored, so before/after show what changed).
const snapshot = (post: Omit<BoardPostRecord, 'id' | 'createdAt'>) => ({
  boardType: post.boardType,
  title: post.title,
  text: post.bodyHtml,
  isVisible: post.isVisible,
  isPopup: post.isPopup,
  isPinned: post.isPinned,
  startsAt: post.startsAt?.toISOString() ?? null,
  endsAt: post.endsAt?.toISOString() ?? null,
  popupWidth: post.popupWidth,
  imageUrl: post.imageUrl,
  link: post.link,
});

/** What the boards service needs: the database, and who to tell after a staff change committed. */
export type BoardsDeps = {
  db: Db;
  /** Called after a staff change committed (the initial data shows popups: its cache must drop). */
  onPostsChanged?: () => void;
  now?: () => Date;
};

/** Notices and events: members read them; staff list, write and hide them (every change audited). */
export function createBoardsService({ db, onPostsChanged = () => {}, now = () => new Date() }: BoardsDeps) {
  const announced = (outcome: BoardOutcome): BoardOutcome => {
    if (outcome.kind === 'ok') onPostsChanged();
    return outcome;
  };
  return {
    /**
     * The popups of the home page: HTML notice/event popups, and image events (a popup with
     * an image shows as an image-event popup, never also as a notice popup).
     */
    async listPublished(): Promise<{
      notices: BoardPostRecord[];
      imageEvents: BoardPostRecord[];
      /** The ticker lines shown now, oldest first. */
      tickerLines: string[];
      /** When a post's or line's window next opens or closes: all this is stale from then on (null: never). */
      changesAt: Date | null;
    }> {
      const at = now();
      const [popups, lines, postChange, lineChange] = await Promise.all([
        listVisiblePopups(db, at),
        listShownTickerLines(db, at),
        findNextPostWindowChange(db, at),
        findNextTickerWindowChange(db, at),
      ]);
      return {
        notices: popups.filter((post) => post.imageUrl === null && post.boardType !== 11),
        imageEvents: popups.filter((post) => post.imageUrl !== null),
        tickerLines: lines.map((line) => line.text),
        changesAt: earliest([postChange, lineChange]),
      };
    },

    /** Records a board image a staff member uploaded (the file is already on disk under a new name). */
    async recordImageUpload(actor: StaffActor, image: { url: string; contentType: string; size: number }) {
      await recordStaffAction(db, {
        staffId: actor.staffId,
        action: staffBoardsAuditAction.upload,
        targetType: 'board_image',
        targetId: image.url,
        before: null,
        after: { contentType: image.contentType, size: image.size },
        ip: actor.ip,
      });
    },

    /** The visible rules pages of one kind (1 terms, 2 sports, 3 mini-games), in contents order. */
    listRules(messageType: number) {
      return listVisibleRulePages(db, messageType);
    },

    /** One page (from 1) of a board as members see it now (events: both event boards, see listedBoardTypes). */
    async listBoard(boardType: 0 | 1 | 11, page: number) {
      const { rows, total } = await listVisiblePosts(
        db,
        listedBoardTypes(boardType),
        now(),
        boardPageSize,
        (page - 1) * boardPageSize,
      );
      return { posts: rows, total, page, pageSize: boardPageSize };
    },

    /** One post members may see now, or null. */
    async getPost(id: number): Promise<BoardPostRecord | null> {
      return (await findVisiblePost(db, id, now())) ?? null;
    },

    /** One page (from 1) of a board, or of both, for the back office (hidden posts too). */
    async listForStaff(boardType: number | null, page: number) {
      const { rows, total } = await listPostsForStaff(
        db,
        boardType,
        staffPageSize,
        (page - 1) * staffPageSize,
      );
      return { posts: rows, total, page, pageSize: staffPageSize };
    },

    /** Creates a post (id null) or changes one; the text is sanitized before it is stored. */
    async savePost(actor: StaffActor, draft: BoardPostDraft): Promise<BoardOutcome> {
      const fields = {
        boardType: draft.boardType,
        title: draft.title,
        bodyHtml: sanitizeBoardHtml(draft.text),
        isVisible: draft.isVisible,
        isPopup: draft.isPopup,
        isPinned: draft.isPinned,
        startsAt: draft.startsAt === null ? null : new Date(draft.startsAt),
        endsAt: draft.endsAt === null ? null : new Date(draft.endsAt),
        popupWidth: draft.popupWidth,
        imageUrl: draft.imageUrl,
        link: draft.link,
      };
      const outcome = await db.transaction().execute(async (trx): Promise<BoardOutcome> => {
        const before = draft.id === null ? null : await findPostForUpdate(trx, draft.id);
        if (draft.id !== null && !before) return { kind: 'refused', message: staffBoardsText.unknownPost };
        const id = before ? before.id : (await insertPost(trx, fields)).id;
        if (before) await updatePost(trx, id, fields);
        await recordStaffAction(trx, {
          staffId: actor.staffId,
          action: before ? staffBoardsAuditAction.update : staffBoardsAuditAction.create,
          targetType: 'board_post',
          targetId: id,
          before: before ? snapshot(before) : null,
          after: snapshot(fields),
          ip: actor.ip,
        });
        const post = await findPostForUpdate(trx, id);
        return post ? { kind: 'ok', post } : { kind: 'refused', message: staffBoardsText.unknownPost };
      });
      return announced(outcome);
    },

    /** Hides a post from members (audited; hiding a hidden post changes and records nothing). */
    async hidePost(actor: StaffActor, id: number): Promise<BoardOutcome> {
      const outcome = await db.transaction().execute(async (trx): Promise<BoardOutcome> => {
        const before = await findPostForUpdate(trx, id);
        if (!before) return { kind: 'refused', message: staffBoardsText.unknownPost };
        if (!before.isVisible) return { kind: 'ok', post: before };
        await hidePost(trx, id);
        await recordStaffAction(trx, {
          staffId: actor.staffId,
          action: staffBoardsAuditAction.hide,
          targetType: 'board_post',
          targetId: id,
          before: { isVisible: true },
          after: { isVisible: false },
          ip: actor.ip,
        });
        return { kind: 'ok', post: { ...before, isVisible: false } };
      });
      return announced(outcome);
    },
  };
}

/** The boards feature's story. */
export type BoardsService = ReturnType<typeof createBoardsService>;
