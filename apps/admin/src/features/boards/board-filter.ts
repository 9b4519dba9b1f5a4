import type { StaffBoardType } from '@hanpan/core/api/staff-boards';
import type { BoardFilter } from './api/list-boards.ts';

/** The list's board tab: both, notices or events. */
export type BoardTab = 'all' | '0' | '1';

/** Reads the list's filter from the address (?type=0|1&page=). */
export function readBoardFilter(params: URLSearchParams): BoardFilter {
  const type = params.get('type');
  const page = Number(params.get('page'));
  return {
    boardType: type === '0' || type === '1' ? (Number(type) as StaffBoardType) : null,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The filter as address parameters (defaults left out). */
export function boardFilterParams(filter: BoardFilter): Record<string, string> {
  const params: Record<string, string> = {};
  if (filter.boardType !== null) params.type = String(filter.boardType);
  if (filter.page > 1) params.page = String(filter.page);
  return params;
}
