import { type AgencyProduct, agencyProducts } from '@hanpan/core/agency/products';
import type { Db } from '../../lib/db/database.ts';

/** The demo partner's sub-partner, its own second join code and the demo rates (basis points). */
export const demoPartnerTree = {
  subPartner: { name: '한판매장', joinCode: 'hpshop' },
  secondJoinCode: 'hpdemo2',
  houseRateBp: 300,
  partnerRatesBp: { prematch: 150, inplay: 150, minigame: 100, virtual: 100, casino: 80, slot: 120 },
} as const satisfies { partnerRatesBp: Record<AgencyProduct, number> } & Record<string, unknown>;

async function ensureRates(
  db: Db,
  partnerId: number,
  rateOf: (product: AgencyProduct) => number,
): Promise<void> {
  await db
    .insertInto('partner_rate')
    .values(
      agencyProducts.map((product) => ({
        partner_id: partnerId,
        product,
        kind: 'rolling' as const,
        rate_bp: rateOf(product),
      })),
    )
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

/**
 * Gives the demo partner a place under the house, rates within the house's, a second join code and a
 * sub-partner with half its rates, so the partner area shows a tree at once. Adds only what is missing.
 */
export async function seedDemoPartnerTree(db: Db, houseId: number, demoPartnerId: number): Promise<void> {
  const { subPartner, secondJoinCode, houseRateBp, partnerRatesBp } = demoPartnerTree;
  await db
    .updateTable('partner')
    .set({ parent_id: houseId, depth: 1 })
    .where('id', '=', demoPartnerId)
    .where('parent_id', 'is', null)
    .where('id', '<>', houseId)
    .execute();
  await ensureRates(db, houseId, () => houseRateBp);
  await ensureRates(db, demoPartnerId, (product) => partnerRatesBp[product]);
  await db
    .insertInto('partner_join_code')
    .values({ partner_id: demoPartnerId, code: secondJoinCode })
    .onConflict((conflict) => conflict.column('code').doNothing())
    .execute();
  const existing = await db
    .selectFrom('partner')
    .select('id')
    .where('join_code', '=', subPartner.joinCode)
    .executeTakeFirst();
  const subId =
    existing?.id ??
    (
      await db
        .insertInto('partner')
        .values({
          name: subPartner.name,
          join_code: subPartner.joinCode,
          owner_member_id: null,
          parent_id: demoPartnerId,
          depth: 2,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  await ensureRates(db, subId, (product) => Math.floor(partnerRatesBp[product] / 2));
}
