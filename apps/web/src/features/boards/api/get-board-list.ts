import type { BoardListData } from '@hanpan/core/api/boards';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';

/** Board types: 0 notices, 1 events (left menu), 11 header event list (spec section 2). */
export type BoardType = 0 | 1 | 11;

/** POST /api/board/list: one page of a board. */
export async function getBoardList(
  boardType: BoardType,
  page: number,
  background = false,
): Promise<BoardListData> {
  const reply = await apiRequest<BoardListData>('/board/list', { body: { boardType, page }, background });
  if (reply.code !== 0 || !reply.data) throw new ApiError(200, `board/list code ${reply.code}`);
  return reply.data;
}

/** Query options of one board page; `background` (home previews) shows an error state instead of the 500 alert. */
export function boardListQueryOptions(boardType: BoardType, page: number, background = false) {
  return queryOptions({
    queryKey: ['boards', 'list', boardType, page],
    queryFn: () => getBoardList(boardType, page, background),
    placeholderData: keepPreviousData,
  });
}

/** One page of notices or events. */
export function useBoardList(boardType: BoardType, page: number, options: { background?: boolean } = {}) {
  return useQuery(boardListQueryOptions(boardType, page, options.background));
}
