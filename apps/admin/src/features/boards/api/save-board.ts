import type { StaffBoardItem, StaffBoardSaveRequest } from '@hanpan/core/api/staff-boards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-client.ts';
import { boardsQueryKey } from './list-boards.ts';

/** POST /api/staff/boards/save: creates (id null) or changes a post; the reply holds the stored, sanitized text. */
export function saveBoard(post: StaffBoardSaveRequest): Promise<StaffBoardItem> {
  return staffCall<StaffBoardItem>('boards/save', post);
}

/** Mutation that saves a post, then reloads the lists. */
export function useSaveBoard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBoard,
    onSettled: () => queryClient.invalidateQueries({ queryKey: boardsQueryKey }),
  });
}
