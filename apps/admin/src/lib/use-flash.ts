import { useCallback, useEffect, useState } from 'react';

/** How long a success message stays. */
const flashMs = 6_000;

/** A short success message a page shows after an action; it clears itself. */
export function useFlash(): [string | null, (message: string) => void] {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), flashMs);
    return () => clearTimeout(timer);
  }, [message]);
  return [message, useCallback((text: string) => setMessage(text), [])];
}
