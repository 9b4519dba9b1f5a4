import {
  boardImageMaxBytes,
  type StaffBoardImageData,
  staffBoardImageText,
} from '@hanpan/core/api/staff-boards';
import { staffCode } from '@hanpan/core/api/staff-codes';
import { useMutation } from '@tanstack/react-query';
import { refusalMessage, StaffCallError, staffUploadRequest } from '../../../lib/staff-client.ts';

/** POST /api/staff/boards/upload: stores an image and returns its URL (the size is checked here first). */
export async function uploadBoardImage(file: File): Promise<string> {
  if (file.size === 0) throw new StaffCallError(staffCode.invalidInput, staffBoardImageText.empty);
  if (file.size > boardImageMaxBytes)
    throw new StaffCallError(staffCode.invalidInput, staffBoardImageText.tooLarge);
  const reply = await staffUploadRequest<StaffBoardImageData>('boards/upload', file);
  if (reply.code !== staffCode.ok || !reply.data) throw new StaffCallError(reply.code, refusalMessage(reply));
  return reply.data.url;
}

/** Mutation that uploads one image. */
export function useUploadBoardImage() {
  return useMutation({ mutationFn: uploadBoardImage });
}
