import { agencyText } from '@hanpan/core/api/agency';
import type { Db } from '../../lib/db/database.ts';
import { uniqueViolationConstraint } from '../../lib/db/errors.ts';
import { type AgencyOutcome, type AgencyScope, refused } from './area-scope.ts';
import { findJoinCodePartner, insertJoinCode, setJoinCodeEnabled } from './join-codes-repository.ts';

/** A new join code for a partner of the subtree; a taken code is refused. */
export async function createAgencyJoinCode(
  db: Db,
  scope: AgencyScope,
  partnerId: number,
  code: string,
): Promise<AgencyOutcome> {
  if (!scope.partners.has(partnerId)) return refused(agencyText.notFound);
  try {
    return { isDone: true, id: await insertJoinCode(db, partnerId, code) };
  } catch (error) {
    if (uniqueViolationConstraint(error) !== null) return refused(agencyText.joinCodeTaken);
    throw error;
  }
}

/** Switches a join code of the subtree off or on. */
export async function setAgencyJoinCodeEnabled(
  db: Db,
  scope: AgencyScope,
  id: number,
  isEnabled: boolean,
): Promise<AgencyOutcome> {
  const code = await findJoinCodePartner(db, id);
  if (!code || !scope.partners.has(code.partnerId)) return refused(agencyText.notFound);
  await setJoinCodeEnabled(db, id, isEnabled);
  return { isDone: true, id };
}
