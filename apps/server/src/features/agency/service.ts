import type { Db } from '../../lib/db/database.ts';
import { createAgencyJoinCode, setAgencyJoinCodeEnabled } from './area-join-codes.ts';
import { createAgencyPartnerWrites } from './area-partner-writes.ts';
import {
  readAgencyCashHistory,
  readAgencyJoinCodes,
  readAgencyMembers,
  readAgencyPartners,
  readAgencyStatements,
} from './area-reads.ts';
import { findAgencyScope } from './area-scope.ts';
import { readAgencySummary } from './area-summary.ts';

export type { AgencyOutcome, AgencyScope } from './area-scope.ts';

/**
 * The partner area of a partner owner (issue 26): figures, members, sub-partners and join codes of their
 * own subtree only. Every id a call names is looked up in the scope first; an id of another tree is
 * answered like a missing one.
 */
export function createAgencyService({ db, now }: { db: Db; now: () => Date }) {
  return {
    scopeOf: (memberId: number) => findAgencyScope(db, memberId),
    summary: readAgencySummary.bind(null, db),
    statements: readAgencyStatements.bind(null, db),
    members: readAgencyMembers.bind(null, db),
    partners: readAgencyPartners.bind(null, db),
    cashHistory: readAgencyCashHistory.bind(null, db),
    joinCodes: readAgencyJoinCodes.bind(null, db),
    ...createAgencyPartnerWrites({ db, now }),
    createJoinCode: createAgencyJoinCode.bind(null, db),
    setJoinCodeEnabled: setAgencyJoinCodeEnabled.bind(null, db),
  };
}

/** The partner area's story. */
export type AgencyService = ReturnType<typeof createAgencyService>;
