import type { ApiReply, ReplyMessage } from '@hanpan/core/api/envelope';
import { useQueryClient } from '@tanstack/react-query';
import { confirmAlert, showAlert } from '../../../lib/alert-store.ts';
import { replyMessage } from '../../../lib/api-client.ts';
import { describeError, isHandledByClient } from '../../../lib/api-error.ts';
import { useUserStore } from '../../../lib/user-store.ts';
import { userInfoQueryOptions } from '../../auth/api/get-user-info.ts';
import { useConvertAgencyCash } from '../api/convert-agency-cash.ts';
import { useConvertPointToCash } from '../api/convert-point-to-cash.ts';

type Conversion = {
  /** Shown when there is nothing to convert (spec section 5, "Conversions"). */
  emptyText: string;
  confirmText: string;
  doneText: string;
  failedText: string;
  /** Messages by reply code (spec section 8). */
  codeText?: Record<number, string>;
};

const pointConversion: Conversion = {
  emptyText: '전환할 포인트가 없습니다.',
  confirmText: '보유 포인트를 캐시로 전환하시겠습니까?',
  doneText: '포인트가 캐시로 전환되었습니다.',
  failedText: '포인트 전환에 실패했습니다.',
  codeText: { 2: '최소 전환 포인트가 되지 않습니다.' },
};

const agencyCashConversion: Conversion = {
  emptyText: '전환할 정산금이 없습니다.',
  confirmText: '정산금 전액을 전환하시겠습니까?',
  doneText: '정산금이 전환되었습니다.',
  failedText: '정산금 전환에 실패했습니다.',
};

/** Tapping point / settlement cash in the header: check, confirm, call, and report the server's answer. */
export function useBalanceConversions() {
  const queryClient = useQueryClient();
  const pointToCash = useConvertPointToCash();
  const agencyCash = useConvertAgencyCash();

  async function run(
    conversion: Conversion,
    balance: number,
    send: () => Promise<ApiReply<ReplyMessage>>,
  ): Promise<void> {
    if (balance <= 0) return void (await showAlert({ message: conversion.emptyText }));
    if (!(await confirmAlert(conversion.confirmText))) return;
    try {
      const reply = await send();
      const known = reply.code === 0 ? conversion.doneText : conversion.codeText?.[reply.code];
      await showAlert({
        message: replyMessage(reply) ?? known ?? `${conversion.failedText} (${reply.code})`,
      });
    } catch (error) {
      if (!isHandledByClient(error))
        await showAlert({ message: `${conversion.failedText} ${describeError(error)}` });
    } finally {
      void queryClient.invalidateQueries({ queryKey: userInfoQueryOptions.queryKey });
    }
  }

  return {
    isBusy: pointToCash.isPending || agencyCash.isPending,
    convertPoint: () =>
      run(pointConversion, useUserStore.getState().user?.point ?? 0, pointToCash.mutateAsync),
    convertAgencyCash: () =>
      run(agencyCashConversion, useUserStore.getState().user?.agencyCash ?? 0, agencyCash.mutateAsync),
  };
}
