import type { PageOf } from '@hanpan/core/api/staff';
import type { StaffBoardItem, StaffBoardType } from '@hanpan/core/api/staff-boards';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-client.ts';

/** Which board (null: both) and page the list shows. */
export type BoardFilter = { boardType: StaffBoardType | null; page: number };

/** Query key prefix of the board lists. */
export const boardsQueryKey = ['boards'] as const;

/** POST /api/staff/boards/list: one page of notices and/or events, hidden ones too, newest first. */
export function listBoards(filter: BoardFilter): Promise<PageOf<StaffBoardItem>> {
  return staffCall<PageOf<StaffBoardItem>>('boards/list', filter);
}

/** The board list; the previous page stays on screen while the next loads. */
export function useBoards(filter: BoardFilter, isEnabled = true) {
  return useQuery({
    queryKey: [...boardsQueryKey, filter],
    queryFn: () => listBoards(filter),
    placeholderData: keepPreviousData,
    enabled: isEnabled,
  });
}
