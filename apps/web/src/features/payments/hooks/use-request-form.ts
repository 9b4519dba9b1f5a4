import { type ApiReply, replyCode } from '@hanpan/core/api/envelope';
import { paymentCode } from '@hanpan/core/api/payments';
import { type FormEvent, type RefObject, useRef, useState } from 'react';
import { showAlert } from '../../../lib/alert-store.ts';
import { replyMessage } from '../../../lib/api-client.ts';
import { describeError, isHandledByClient } from '../../../lib/api-error.ts';
import { useActionKey } from '../../../lib/use-action-key.ts';
import type { CheckedField } from '../payment-checks.ts';

/** An error under a request form, and the input it is about (focused when shown). */
export type FormError = { field: CheckedField | null; message: string };

type SendOptions = {
  /** Sends the request with its Idempotency-Key. */
  request: (idempotencyKey: string) => Promise<ApiReply<unknown>>;
  /** The request's values: sending the same values again after a lost reply reuses the key. */
  fingerprint: string;
  /** The success alert when the server sent no message. */
  doneText: string;
  /** The input a refusal code is about, and its text when the server sent none. */
  refusalOf: (code: number) => FormError;
  /** Runs before the success alert (clears the inputs). */
  onDone: () => void;
  /** Runs before a refusal is shown. */
  onRefused?: (refusal: FormError) => void;
};

/**
 * The flow the deposit and withdrawal forms share: one submit at a time, one idempotency key per
 * request, the reply's refusal shown under the form with focus on the input it is about.
 */
export function useRequestForm(inputs: Partial<Record<CheckedField, RefObject<HTMLInputElement | null>>>) {
  const [error, setError] = useState<FormError | null>(null);
  const isBusy = useRef(false);
  const actionKey = useActionKey();

  function showError(problem: FormError): void {
    setError(problem);
    if (problem.field) inputs[problem.field]?.current?.focus();
  }

  async function send(options: SendOptions): Promise<void> {
    try {
      const reply = await options.request(actionKey.keyFor(options.fingerprint));
      actionKey.settle();
      if (reply.code === replyCode.sessionGone) return;
      if (reply.code === paymentCode.ok) {
        options.onDone();
        await showAlert({ message: replyMessage(reply) ?? options.doneText });
        return;
      }
      const refusal = options.refusalOf(reply.code);
      options.onRefused?.(refusal);
      showError({ field: refusal.field, message: replyMessage(reply) ?? refusal.message });
    } catch (failure) {
      // No answer: the key is kept, so sending the same request again cannot post it twice.
      if (!isHandledByClient(failure)) showError({ field: null, message: describeError(failure) });
    }
  }

  /** The form's submit handler: runs `submit` unless the previous one is still running. */
  function submitWith(submit: () => Promise<void>) {
    return async (event: FormEvent<HTMLFormElement>): Promise<void> => {
      event.preventDefault();
      if (isBusy.current) return;
      isBusy.current = true;
      try {
        await submit();
      } finally {
        isBusy.current = false;
      }
    };
  }

  return { error, setError, showError, send, submitWith };
}
