import type { ApiReply } from '@hanpan/core/api/envelope';
import { replyCode } from '@hanpan/core/api/envelope';
import { checkPointToCash } from '@hanpan/core/api/wallet-codes';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { createActionKey } from '../../../lib/action-key.ts';
import { confirmAlert, showAlert } from '../../../lib/alert-store.ts';
import { replyMessage } from '../../../lib/api-client.ts';
import { describeError, isHandledByClient } from '../../../lib/api-error.ts';
import { initialDataQueryOptions } from '../../../lib/initial-data.ts';
import { useUserStore } from '../../../lib/user-store.ts';
import { userInfoQueryOptions } from '../../auth/index.ts';
import { useConvertAgencyCashToCash } from '../api/convert-agency-cash-to-cash.ts';
import { useConvertAgencyCashToPoint } from '../api/convert-agency-cash-to-point.ts';
import { useConvertCashToPoint } from '../api/convert-cash-to-point.ts';
import { useConvertPointToCash } from '../api/convert-point-to-cash.ts';
import { type ConversionKind, conversionReplyText, conversionTexts } from '../conversions.ts';

type Send = (idempotencyKey: string) => Promise<ApiReply<unknown>>;

/**
 * The member's conversions: check there is something to convert, confirm, call with an
 * Idempotency-Key (the same one again if the last call got no answer), and report the reply.
 * The header's point and settlement-cash taps (spec section 2) and the wallet panel use it.
 */
export function useBalanceConversions() {
  const queryClient = useQueryClient();
  const pointToCash = useConvertPointToCash();
  const cashToPoint = useConvertCashToPoint();
  const agencyCashToPoint = useConvertAgencyCashToPoint();
  const agencyCashToCash = useConvertAgencyCashToCash();
  const keys = useRef<Record<ConversionKind, ReturnType<typeof createActionKey>> | null>(null);
  keys.current ??= {
    pointToCash: createActionKey(),
    cashToPoint: createActionKey(),
    agencyCashToPoint: createActionKey(),
    agencyCashToCash: createActionKey(),
  };

  /** Runs one conversion of `amount`; resolves true when the server converted it. */
  async function run(kind: ConversionKind, amount: number, send: Send): Promise<boolean> {
    const texts = conversionTexts[kind];
    if (amount <= 0) {
      await showAlert({ message: texts.emptyText });
      return false;
    }
    if (!(await confirmAlert(texts.confirmText(amount)))) return false;
    const actionKey = keys.current![kind];
    try {
      const reply = await send(actionKey.keyFor(String(amount)));
      actionKey.settle();
      if (reply.code === replyCode.sessionGone) return false;
      await showAlert({ message: conversionReplyText(kind, reply.code, replyMessage(reply)) });
      return reply.code === 0;
    } catch (error) {
      if (!isHandledByClient(error))
        await showAlert({ message: `${texts.failedText} ${describeError(error)}` });
      return false;
    } finally {
      void queryClient.invalidateQueries({ queryKey: userInfoQueryOptions.queryKey });
    }
  }

  const balances = () => useUserStore.getState().user;
  return {
    isBusy:
      pointToCash.isPending ||
      cashToPoint.isPending ||
      agencyCashToPoint.isPending ||
      agencyCashToCash.isPending,
    /** All points to cash (the header's point tap), asked only when core's rule lets it through. */
    convertPoint: async () => {
      const points = balances()?.point ?? 0;
      // Without the initial data yet, only 'no points' is checked here; the server checks the rest.
      const minimum = queryClient.getQueryData(initialDataQueryOptions.queryKey)?.minPointConversion ?? 0;
      const check = checkPointToCash(points, minimum);
      if (!check.ok) {
        await showAlert({ message: check.message });
        return false;
      }
      return run('pointToCash', points, pointToCash.mutateAsync);
    },
    /** All settlement cash to points (the header's settlement-cash tap, spec section 2). */
    convertAgencyCashToPoint: () =>
      run('agencyCashToPoint', balances()?.agencyCash ?? 0, agencyCashToPoint.mutateAsync),
    /** All settlement cash to cash. */
    convertAgencyCashToCash: () =>
      run('agencyCashToCash', balances()?.agencyCash ?? 0, agencyCashToCash.mutateAsync),
    /** `amount` of cash to points (checked by the caller). */
    convertCashToPoint: (amount: number) =>
      run('cashToPoint', amount, (idempotencyKey) => cashToPoint.mutateAsync({ amount, idempotencyKey })),
  };
}
