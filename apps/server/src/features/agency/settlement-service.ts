import { type CarryIn, computeCommission, type StatementLine } from '@hanpan/core/agency/commission';
import { kstDayPlus, kstDayStart } from '@hanpan/core/time/kst';
import type { AgencySettlementStatus } from '../../lib/db/agency-settlement-tables.ts';
import type { Db } from '../../lib/db/database.ts';
import type { Trx } from '../../lib/db/transaction.ts';
import { getMemberAccounts, type Movement, memberAccount, moneyStep, systemSide } from '../wallet/index.ts';
import { claimCarries, setSettlementOutcomes } from './settlement-carry-repository.ts';
import {
  insertSettlements,
  isRunFinished,
  markRunFinished,
  type NewSettlement,
  readCarries,
  readDeficits,
  readFigures,
  readHeldPartnerIds,
  readRates,
  readSettled,
  readTree,
  type StoredLine,
  setLedgerTxs,
} from './settlement-repository.ts';

/** How many earlier days each run recomputes, so a resettled bet shows as an adjustment line. */
export const adjustmentLookbackDays = 7;

/** What a settlement run did: the partners it settled now (0 on a re-run), paid, held, and the won paid. */
export type SettleOutcome = { day: string; settled: number; paid: number; held: number; amount: bigint };

/** The ledger key of a partner's day: whichever process or re-run posts it, it is posted once. */
export const settlementKey = (partnerId: number, day: string) => `agency-settle:${partnerId}:${day}`;

type LineKey = string;
const lineKey = (
  line: Pick<StatementLine, 'partnerId' | 'product' | 'folders' | 'kind' | 'sourcePartnerId'>,
) => `${line.partnerId}:${line.product}:${line.folders}:${line.kind}:${line.sourcePartnerId ?? ''}`;

/**
 * The adjustment lines of an earlier day: its bets recomputed now (with the carries its lines took in)
 * against what its lines and earlier adjustments paid; each difference becomes a line of today.
 */
function adjustmentsOf(day: string, recomputed: readonly StatementLine[], stored: readonly StoredLine[]) {
  const paid = new Map<LineKey, { base: bigint; amount: bigint; line: StatementLine }>();
  for (const line of stored) {
    const known = paid.get(lineKey(line)) ?? { base: 0n, amount: 0n, line };
    paid.set(lineKey(line), {
      base: known.base + line.base,
      amount: known.amount + line.amount,
      line: known.line,
    });
  }
  const due = new Map(recomputed.map((line) => [lineKey(line), line]));
  const adjustments: (StatementLine & { isAdjustment: true; forDay: string })[] = [];
  for (const key of new Set([...paid.keys(), ...due.keys()])) {
    const now = due.get(key);
    const before = paid.get(key);
    const base = (now?.base ?? 0n) - (before?.base ?? 0n);
    const amount = (now?.amount ?? 0n) - (before?.amount ?? 0n);
    if (base === 0n && amount === 0n) continue;
    const line = (now ?? before?.line) as StatementLine;
    adjustments.push({ ...line, base, amount, carryIn: 0n, carryOut: 0n, isAdjustment: true, forDay: day });
  }
  return adjustments;
}

// A day whose adjustments took back more than it earned pays nothing ('adjusted').
const statusOf = (amount: bigint): AgencySettlementStatus => (amount < 0n ? 'adjusted' : 'paid');

/**
 * The daily partner settlement (issue 26): for one KST day, each owned partner's commission computed
 * from the settled bets placed that day (core/agency/commission), adjustment lines for the days before
 * whose bets changed since, and a posting from the commission account to the owner's agency cash under
 * `agency-settle:{partnerId}:{day}`. Reads happen before the one write transaction (no I/O inside it);
 * the unique (partner, day) and the ledger key make the run exactly once per partner and day.
 */
export function createAgencySettlementService(deps: { db: Db; now: () => Date }) {
  const money = moneyStep(deps.db);

  const figuresOf = (day: string) => readFigures(deps.db, kstDayStart(day), kstDayStart(kstDayPlus(day, 1)));

  async function planDay(day: string): Promise<NewSettlement[]> {
    const earlierDays = Array.from({ length: adjustmentLookbackDays }, (_, index) =>
      kstDayPlus(day, -(index + 1)),
    );
    const [tree, rates, held, figures, carries, settled, deficits] = await Promise.all([
      readTree(deps.db),
      readRates(deps.db),
      readHeldPartnerIds(deps.db),
      figuresOf(day),
      readCarries(deps.db, day),
      readSettled(deps.db, earlierDays),
      readDeficits(deps.db, day),
    ]);
    const lines = computeCommission({ partners: tree, rates, figures, carries });
    const adjustments: ReturnType<typeof adjustmentsOf> = [];
    for (const earlier of earlierDays) {
      const stored = settled.lines.filter((line) => line.forDay === earlier);
      if (![...settled.partnerDays].some((key) => key.endsWith(`:${earlier}`))) continue;
      const carriesThen: CarryIn[] = stored
        .filter((line) => line.kind === 'losing' && !line.isAdjustment)
        .map((line) => ({ ...line, carry: line.carryIn }));
      const recomputed = computeCommission({
        partners: tree,
        rates,
        figures: await figuresOf(earlier),
        carries: carriesThen,
      });
      const isSettled = (line: StatementLine) => settled.partnerDays.has(`${line.partnerId}:${earlier}`);
      adjustments.push(...adjustmentsOf(earlier, recomputed.filter(isSettled), stored.filter(isSettled)));
    }
    const byPartner = new Map<number, NewSettlement['lines'][number][]>();
    for (const line of [...lines.map((l) => ({ ...l, isAdjustment: false, forDay: day })), ...adjustments]) {
      const list = byPartner.get(line.partnerId) ?? [];
      list.push(line);
      byPartner.set(line.partnerId, list);
    }
    // Partners without an owner (the house) have nobody to pay: they get no settlement.
    return tree
      .filter((partner) => partner.ownerMemberId !== null)
      .map((partner) => {
        const own = byPartner.get(partner.id) ?? [];
        const carried = deficits.filter((deficit) => deficit.partnerId === partner.id);
        const amount = [...own, ...carried].reduce((sum, line) => sum + line.amount, 0n);
        // A day whose adjustments took back more than it earned pays nothing ('adjusted') and is never
        // taken from agency cash the owner may have converted: the next settlement carries it as a
        // deduction line, so the partner's next positive days pay less until it is recovered.
        const status = held.has(partner.id) ? 'held' : statusOf(amount);
        return { partnerId: partner.id, status, amount, lines: own, carried };
      });
  }

  // The deduction lines of the negative days carried in. A run of another day that committed first may
  // have carried one of them since this run read them: it is not deducted twice, and the settlement
  // that lost it gets its amount and status back.
  async function carryDeficits(
    trx: Trx,
    ids: ReadonlyMap<number, bigint>,
    settlements: readonly NewSettlement[],
  ): Promise<NewSettlement[]> {
    const carries = settlements.flatMap((s) => {
      const settlementId = ids.get(s.partnerId);
      return settlementId === undefined ? [] : s.carried.map((deficit) => ({ settlementId, deficit }));
    });
    if (carries.length === 0) return [...settlements];
    const claimed = await claimCarries(trx, carries);
    const corrected: { id: bigint; status: AgencySettlementStatus; amount: bigint }[] = [];
    const final = settlements.map((s) => {
      const id = ids.get(s.partnerId);
      const lost = s.carried.filter((deficit) => !claimed.has(deficit.settlementId));
      if (id === undefined || lost.length === 0) return s;
      const amount = s.amount - lost.reduce((sum, deficit) => sum + deficit.amount, 0n);
      const status = s.status === 'held' ? 'held' : statusOf(amount);
      corrected.push({ id, status, amount });
      return {
        ...s,
        amount,
        status,
        carried: s.carried.filter((deficit) => claimed.has(deficit.settlementId)),
      };
    });
    await setSettlementOutcomes(trx, corrected);
    return final;
  }

  return {
    /** Settles one KST day; a second run (or a concurrent one) settles nothing again. */
    async settleDay(day: string): Promise<SettleOutcome> {
      const planned = await planDay(day);
      const tree = new Map((await readTree(deps.db)).map((partner) => [partner.id, partner.ownerMemberId]));
      const payable = planned.filter((s) => s.status === 'paid' && s.amount > 0n);
      const accounts = new Map<number, number>();
      for (const s of payable) {
        const owner = tree.get(s.partnerId) as number;
        accounts.set(s.partnerId, (await getMemberAccounts(deps.db, owner)).agency_cash);
      }
      const runAt = deps.now();
      return deps.db.transaction().execute(async (trx) => {
        // A hold that committed after the reads above still holds this run's settlement.
        const heldNow = await readHeldPartnerIds(trx);
        const settlements = planned.map((s) =>
          heldNow.has(s.partnerId) ? { ...s, status: 'held' as const } : s,
        );
        const ids = await insertSettlements(trx, day, runAt, settlements);
        const final = await carryDeficits(trx, ids, settlements);
        const paying = final.filter((s) => ids.has(s.partnerId) && s.status === 'paid' && s.amount > 0n);
        for (const s of paying) {
          if (!accounts.has(s.partnerId)) {
            const owner = tree.get(s.partnerId) as number;
            accounts.set(s.partnerId, (await getMemberAccounts(trx, owner)).agency_cash);
          }
        }
        const movements: Movement[] = paying.map((s) => ({
          why: 'agency_commission',
          amount: s.amount,
          from: systemSide('commission', tree.get(s.partnerId) as number),
          to: memberAccount(accounts.get(s.partnerId) as number),
          key: settlementKey(s.partnerId, day),
          reference: `agency_settlement:${ids.get(s.partnerId)}`,
        }));
        const moved = movements.length > 0 ? await money.moveMany(trx, movements) : [];
        const postings = new Map<bigint, bigint>();
        moved.forEach((outcome, index) => {
          const s = paying[index] as NewSettlement;
          if (!('txId' in outcome)) throw new Error(`agency settlement ${s.partnerId}:${day} not posted`);
          postings.set(ids.get(s.partnerId) as bigint, outcome.txId);
        });
        await setLedgerTxs(trx, postings);
        await markRunFinished(trx, day, runAt);
        return {
          day,
          settled: ids.size,
          paid: paying.length,
          held: final.filter((s) => s.status === 'held' && ids.has(s.partnerId)).length,
          amount: paying.reduce((sum, s) => sum + s.amount, 0n),
        };
      });
    },

    /** Whether a day's run finished (the scheduled job's check). */
    isDaySettled: (day: string) => isRunFinished(deps.db, day),
  };
}

/** The daily settlement service. */
export type AgencySettlementService = ReturnType<typeof createAgencySettlementService>;
