import { staffBetStatuses } from '@hanpan/core/api/staff-bets';

/** The bets list's search as the address keeps it. */
export type BetFilter = {
  member: string;
  fixtureId: number | null;
  status: 'all' | (typeof staffBetStatuses)[number];
  kind: 'all' | 'prematch' | 'inplay';
  from: string | null;
  to: string | null;
  page: number;
};

const day = (text: string | null) => (text && /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : null);

/** Reads the bets search from the address (?member=&fixtureId=&status=&kind=&from=&to=&page=). */
export function readBetFilter(params: URLSearchParams): BetFilter {
  const status = params.get('status');
  const kind = params.get('kind');
  const page = Number(params.get('page'));
  const fixtureId = Number(params.get('fixtureId'));
  return {
    member: (params.get('member') ?? '').trim().slice(0, 50),
    fixtureId: Number.isSafeInteger(fixtureId) && fixtureId > 0 ? fixtureId : null,
    status: (['all', ...staffBetStatuses] as const).find((value) => value === status) ?? 'all',
    kind: (['all', 'prematch', 'inplay'] as const).find((value) => value === kind) ?? 'all',
    from: day(params.get('from')),
    to: day(params.get('to')),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The filter as address parameters (empty values left out). */
export function betFilterParams(filter: BetFilter): Record<string, string> {
  const params: Record<string, string> = {
    status: filter.status,
    kind: filter.kind,
    page: String(filter.page),
  };
  if (filter.member) params.member = filter.member;
  if (filter.fixtureId !== null) params.fixtureId = String(filter.fixtureId);
  if (filter.from) params.from = filter.from;
  if (filter.to) params.to = filter.to;
  return params;
}
