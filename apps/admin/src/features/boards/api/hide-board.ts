import type { StaffBoardItem } from '@hanpan/core/api/staff-boards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-client.ts';
import { boardsQueryKey } from './list-boards.ts';

/** POST /api/staff/boards/hide: hides a post from members. */
export function hideBoard(id: number): Promise<StaffBoardItem> {
  return staffCall<StaffBoardItem>('boards/hide', { id });
}

/** Mutation that hides a post, then reloads the lists. */
export function useHideBoard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: hideBoard,
    onSettled: () => queryClient.invalidateQueries({ queryKey: boardsQueryKey }),
  });
}
