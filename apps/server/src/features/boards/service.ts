import { boardPageSize } from '@hanpan/core/api/boards';
import type { BoardPostRecord, BoardsRepository } from './repository.ts';

/** Notices and events, read-only for members. */
export function createBoardsService({ repo }: { repo: BoardsRepository }) {
  return {
    /**
     * The popups of the home page: HTML notice/event popups, and image events (a popup with
     * an image shows as an image-event popup, never also as a notice popup).
     */
    async listPopups(): Promise<{ notices: BoardPostRecord[]; imageEvents: BoardPostRecord[] }> {
      const popups = await repo.listVisiblePopups();
      return {
        notices: popups.filter((post) => post.imageUrl === null && post.boardType !== 11),
        imageEvents: popups.filter((post) => post.imageUrl !== null),
      };
    },

    /** One page (from 1) of a board. */
    async listBoard(boardType: number, page: number) {
      const { rows, total } = await repo.listVisible(boardType, boardPageSize, (page - 1) * boardPageSize);
      return { posts: rows, total, page, pageSize: boardPageSize };
    },

    /** One visible post, or null. */
    async getPost(id: number): Promise<BoardPostRecord | null> {
      return (await repo.findVisible(id)) ?? null;
    },
  };
}

/** The boards feature's story. */
export type BoardsService = ReturnType<typeof createBoardsService>;
