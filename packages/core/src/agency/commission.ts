// Partner commission of one period (issue 26, REFERENCE.md "Partner commission"): integer maths only,
// money in whole won (bigint), rates in basis points, every share floored.
//
// Each partner earns on its own members at its own rates. Above that, a partner earns on each child's
// subtree either the difference of its rate over the child's (차등, upper mode 'difference') or its own
// rate on its whole subtree (upper mode 'own'). Rolling pays a rate on settled stakes, per folder bucket
// for sports; losing pays a rate on the period's net loss (stakes - payouts) plus the negative carried
// in, and carries a negative result out instead of paying, so a win always offsets the loss it follows.

import {
  type AgencyProduct,
  agencyProducts,
  type CommissionKind,
  type FolderBucket,
  rateBpMax,
  type UpperMode,
} from './products.ts';

/** A partner of the tree as commission sees it. */
export type CommissionPartner = { id: number; parentId: number | null; upperMode: UpperMode };

/** One rate row of a partner: a product's folder bucket (0 = the whole product), its kind and rate. */
export type CommissionRate = {
  partnerId: number;
  product: AgencyProduct;
  folders: FolderBucket;
  kind: CommissionKind;
  rateBp: number;
};

/**
 * The period's figures of one partner's OWN members on one product: settled stakes per folder bucket
 * (void and cancelled excluded; bucket 0 for products without folders), and stakes and payouts.
 */
export type ProductFigures = {
  partnerId: number;
  product: AgencyProduct;
  stakesByBucket: Partial<Record<FolderBucket, bigint>>;
  payouts: bigint;
};

/** The negative net loss a partner's losing line carries into this period (0 or below). */
export type CarryIn = {
  partnerId: number;
  product: AgencyProduct;
  /** null: the partner's own members (or its whole subtree in 'own' mode); else the child's subtree. */
  sourcePartnerId: number | null;
  carry: bigint;
};

/** One line of a partner's statement. */
export type StatementLine = {
  partnerId: number;
  product: AgencyProduct;
  /** The folder bucket of a rolling line; 0 for losing lines and products without folders. */
  folders: FolderBucket;
  kind: CommissionKind;
  /** null: own members (or the whole subtree in 'own' mode); else the child whose subtree it earns on. */
  sourcePartnerId: number | null;
  /** Rolling: settled stakes; losing: the period's net loss (stakes - payouts), before the carry. */
  base: bigint;
  rateBp: number;
  carryIn: bigint;
  carryOut: bigint;
  amount: bigint;
};

/** Everything one period's commission is computed from. */
export type CommissionInput = {
  partners: readonly CommissionPartner[];
  rates: readonly CommissionRate[];
  figures: readonly ProductFigures[];
  carries: readonly CarryIn[];
};

const buckets: readonly FolderBucket[] = [0, 1, 2, 3, 4];

type Totals = { stakesByBucket: Map<FolderBucket, bigint>; payouts: bigint };

const emptyTotals = (): Totals => ({ stakesByBucket: new Map(), payouts: 0n });

const stakesOf = (totals: Totals): bigint =>
  [...totals.stakesByBucket.values()].reduce((sum, s) => sum + s, 0n);

function addInto(target: Totals, source: Totals): void {
  for (const [bucket, stakes] of source.stakesByBucket) {
    target.stakesByBucket.set(bucket, (target.stakesByBucket.get(bucket) ?? 0n) + stakes);
  }
  target.payouts += source.payouts;
}

/** `base` x `rateBp`, floored to whole won (a negative base pays nothing: callers never pass one). */
export const shareOf = (base: bigint, rateBp: number): bigint => (base * BigInt(rateBp)) / BigInt(rateBpMax);

/** A partner's rates of one product: its kind (from bucket 0, else any row) and the rate of a bucket. */
type ProductRates = { kind: CommissionKind; rateOf(bucket: FolderBucket): number };

function productRatesOf(rows: readonly CommissionRate[]): ProductRates | null {
  const whole = rows.find((row) => row.folders === 0) ?? rows[0];
  if (whole === undefined) return null;
  const sameKind = rows.filter((row) => row.kind === whole.kind);
  const rateOf = (bucket: FolderBucket): number => {
    if (whole.kind === 'losing') return whole.rateBp;
    const exact = sameKind.find((row) => row.folders === bucket);
    return exact?.rateBp ?? sameKind.find((row) => row.folders === 0)?.rateBp ?? 0;
  };
  return { kind: whole.kind, rateOf };
}

/**
 * Each partner's statement lines for one period. A line is written when its rate is above 0 and it has
 * a base or a carry; a losing line with no figures still carries its negative on.
 */
export function computeCommission(input: CommissionInput): StatementLine[] {
  const key = (partnerId: number, product: AgencyProduct) => `${partnerId}:${product}`;
  const ratesByKey = new Map<string, CommissionRate[]>();
  for (const rate of input.rates) {
    const rows = ratesByKey.get(key(rate.partnerId, rate.product)) ?? [];
    rows.push(rate);
    ratesByKey.set(key(rate.partnerId, rate.product), rows);
  }
  const ratesOf = (partnerId: number, product: AgencyProduct) =>
    productRatesOf(ratesByKey.get(key(partnerId, product)) ?? []);

  const own = new Map<string, Totals>();
  for (const figure of input.figures) {
    const totals = own.get(key(figure.partnerId, figure.product)) ?? emptyTotals();
    for (const bucket of buckets) {
      const stakes = figure.stakesByBucket[bucket];
      if (stakes !== undefined)
        totals.stakesByBucket.set(bucket, (totals.stakesByBucket.get(bucket) ?? 0n) + stakes);
    }
    totals.payouts += figure.payouts;
    own.set(key(figure.partnerId, figure.product), totals);
  }

  const children = new Map<number, CommissionPartner[]>();
  for (const partner of input.partners) {
    if (partner.parentId === null) continue;
    const list = children.get(partner.parentId) ?? [];
    list.push(partner);
    children.set(partner.parentId, list);
  }
  const subtree = new Map<string, Totals>();
  const subtreeOf = (partnerId: number, product: AgencyProduct, seen: Set<number>): Totals => {
    const known = subtree.get(key(partnerId, product));
    if (known) return known;
    if (seen.has(partnerId)) throw new Error(`partner tree has a cycle at ${partnerId}`);
    seen.add(partnerId);
    const totals = emptyTotals();
    const mine = own.get(key(partnerId, product));
    if (mine) addInto(totals, mine);
    for (const child of children.get(partnerId) ?? []) addInto(totals, subtreeOf(child.id, product, seen));
    subtree.set(key(partnerId, product), totals);
    return totals;
  };

  const carryKey = (partnerId: number, product: AgencyProduct, source: number | null) =>
    `${partnerId}:${product}:${source ?? ''}`;
  const carries = new Map(
    input.carries.map((c) => [carryKey(c.partnerId, c.product, c.sourcePartnerId), c.carry]),
  );

  const lines: StatementLine[] = [];
  const earn = (
    partnerId: number,
    product: AgencyProduct,
    source: number | null,
    totals: Totals,
    kind: CommissionKind,
    rateOf: (bucket: FolderBucket) => number,
  ) => {
    if (kind === 'rolling') {
      for (const bucket of buckets) {
        const base = totals.stakesByBucket.get(bucket) ?? 0n;
        const rateBp = rateOf(bucket);
        if (base === 0n || rateBp <= 0) continue;
        const amount = shareOf(base, rateBp);
        lines.push({
          partnerId,
          product,
          folders: bucket,
          kind,
          sourcePartnerId: source,
          base,
          rateBp,
          carryIn: 0n,
          carryOut: 0n,
          amount,
        });
      }
      return;
    }
    const rateBp = rateOf(0);
    const base = stakesOf(totals) - totals.payouts;
    const carryIn = carries.get(carryKey(partnerId, product, source)) ?? 0n;
    if (rateBp <= 0 || (base === 0n && carryIn === 0n)) return;
    const net = base + carryIn;
    const amount = net > 0n ? shareOf(net, rateBp) : 0n;
    const carryOut = net < 0n ? net : 0n;
    lines.push({
      partnerId,
      product,
      folders: 0,
      kind,
      sourcePartnerId: source,
      base,
      rateBp,
      carryIn,
      carryOut,
      amount,
    });
  };

  for (const partner of input.partners) {
    for (const product of agencyProducts) {
      const rates = ratesOf(partner.id, product);
      if (rates === null) continue;
      if (partner.upperMode === 'own') {
        earn(partner.id, product, null, subtreeOf(partner.id, product, new Set()), rates.kind, rates.rateOf);
        continue;
      }
      earn(
        partner.id,
        product,
        null,
        own.get(key(partner.id, product)) ?? emptyTotals(),
        rates.kind,
        rates.rateOf,
      );
      for (const child of children.get(partner.id) ?? []) {
        const childRates = ratesOf(child.id, product);
        // A child of another kind earns nothing of this kind: the parent keeps its whole rate (차등 on 0).
        const childRateOf = (bucket: FolderBucket) =>
          childRates !== null && childRates.kind === rates.kind ? childRates.rateOf(bucket) : 0;
        const difference = (bucket: FolderBucket) => Math.max(0, rates.rateOf(bucket) - childRateOf(bucket));
        earn(partner.id, product, child.id, subtreeOf(child.id, product, new Set()), rates.kind, difference);
      }
    }
  }
  return lines;
}

/** The total a partner is paid for a period: the sum of its lines' amounts. */
export function totalOf(lines: readonly StatementLine[], partnerId: number): bigint {
  return lines.filter((line) => line.partnerId === partnerId).reduce((sum, line) => sum + line.amount, 0n);
}
