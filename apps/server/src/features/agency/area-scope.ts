import type { Db } from '../../lib/db/database.ts';
import { findOwnedPartnerId, listSubtree, type SubtreePartner } from './subtree-repository.ts';

/** What a change call answers: done (with the id changed), or refused with a Korean message. */
export type AgencyOutcome = { isDone: true; id: number } | { isDone: false; message: string };

/** The subtree of the partner a member owns: its root and every partner below, by id. */
export type AgencyScope = { memberId: number; rootId: number; partners: Map<number, SubtreePartner> };

/** A refusal with its Korean message. */
export const refused = (message: string): AgencyOutcome => ({ isDone: false, message });

/** The scope of the partner the member owns, or null for a member who owns none. */
export async function findAgencyScope(db: Db, memberId: number): Promise<AgencyScope | null> {
  const rootId = await findOwnedPartnerId(db, memberId);
  if (rootId === null) return null;
  const partners = await listSubtree(db, rootId);
  return { memberId, rootId, partners: new Map(partners.map((partner) => [partner.id, partner])) };
}
