import { z } from 'zod';

/**
 * Conversion calls (all POST, empty body unless noted; header `Idempotency-Key`):
 * - /api/amount/pointToCash: all points to cash (spec section 7).
 * - /api/amount/cashToPoint { amount }: cash to points.
 * - /api/agency/addAgencyCashToPointAll: all settlement cash to points (the header tap, spec section 2).
 * - /api/agency/addAgencyCashToMoneyAll: all settlement cash to cash (spec section 7).
 */
export const cashToPointRequestSchema = z.object({ amount: z.unknown() });
