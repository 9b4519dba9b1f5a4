import { useRef } from 'react';
import { type ActionKey, createActionKey } from './action-key.ts';

/** The Idempotency-Key holder of one form or button, kept for the component's life. */
export function useActionKey(): ActionKey {
  const ref = useRef<ActionKey | null>(null);
  ref.current ??= createActionKey();
  return ref.current;
}
