import type { BetPriceItem, BetPricesData } from '@hanpan/core/api/betting';
import { replyCode } from '@hanpan/core/api/envelope';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/bet/prices: the current odds and state of the slip's picks, in the order asked. */
export async function getBetPrices(ids: readonly string[]): Promise<BetPriceItem[]> {
  const reply = await apiRequest<BetPricesData>('/bet/prices', { body: { ids }, background: true });
  if (reply.code !== replyCode.ok || !reply.data) throw new Error(`bet prices code ${reply.code}`);
  return reply.data.list;
}
