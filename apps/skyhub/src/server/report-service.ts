import { createPrivateKey, sign } from 'node:crypto';
import { skyhubGames } from '../shared/engine.ts';
import type { SkyhubContext } from './context.ts';
import { listReportTransactions } from './db/wallet-tx-repository.ts';
import { SkyhubError } from './errors.ts';

const kstOffsetMs = 9 * 60 * 60 * 1000;
const dayMs = 24 * 60 * 60 * 1000;

/** The UTC instants of a KST calendar day [from, to), or null for a date that does not exist. */
export function kstDayRange(date: string): { from: Date; to: Date } | null {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const midnightUtc = Date.UTC(year, month - 1, day);
  const check = new Date(midnightUtc);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    return null;
  }
  const from = new Date(midnightUtc - kstOffsetMs);
  return { from, to: new Date(from.getTime() + dayMs) };
}

/** One line of the provider's transaction list (the operator reconciles its ledger against it). */
export type ReportTransaction = {
  transaction_uuid: string;
  kind: 'bet' | 'win' | 'rollback';
  amount: number;
  round: string;
  reference_transaction_uuid: string | null;
  user: string;
  created_at: string;
};

const signed = (body: string, privateKeyPem: string) =>
  sign(null, Buffer.from(body, 'utf8'), createPrivateKey(privateKeyPem)).toString('base64');

/**
 * The game list in the operator's import format (id, Korean name, kind = lobby, RTP in percent,
 * category = game type) as the exact JSON text sent and its signature by the provider's key.
 */
export function signedGameList(privateKeyPem: string): { body: string; signature: string } {
  const games = skyhubGames.map((game) => ({
    id: game.code,
    name: game.name,
    kind: game.category,
    rtp: game.rtpBp / 100,
    category: game.kind,
  }));
  const body = JSON.stringify({ games });
  return { body, signature: signed(body, privateKeyPem) };
}

/** The day's transaction list as the exact JSON text sent and its signature by the provider's key. */
export async function signedDayReport(
  ctx: SkyhubContext,
  privateKeyPem: string,
  date: string,
): Promise<{ body: string; signature: string }> {
  const range = kstDayRange(date);
  if (!range) throw new SkyhubError('badInput');
  const rows = await listReportTransactions(ctx.db, range.from, range.to);
  const transactions: ReportTransaction[] = rows.map((row) => ({
    transaction_uuid: row.transactionUuid,
    kind: row.kind,
    amount: Number(row.amount),
    round: row.roundId,
    reference_transaction_uuid: row.referenceTransactionUuid,
    user: row.userId,
    created_at: row.createdAt.toISOString(),
  }));
  const body = JSON.stringify({ date, transactions });
  return { body, signature: signed(body, privateKeyPem) };
}
