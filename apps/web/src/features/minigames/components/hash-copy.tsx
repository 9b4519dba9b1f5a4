import { useState } from 'react';
import { copyText } from '../../../lib/copy-text.ts';
import { truncateHash } from '../minigame-format.ts';

type HashCopyProps = { label: string; hash: string; testId?: string };

/** A hash shortened on screen (the full value in its title) with a copy button. */
export function HashCopy({ label, hash, testId }: HashCopyProps) {
  const [isCopied, setIsCopied] = useState(false);
  const copy = async () => {
    const copied = await copyText(hash);
    setIsCopied(copied);
    if (copied) setTimeout(() => setIsCopied(false), 1_500);
  };
  return (
    <span className="mg-hash">
      <span className="mg-hash__label">{label}</span>
      <code className="mg-hash__value" title={hash} data-testid={testId}>
        {truncateHash(hash)}
      </code>
      <button
        type="button"
        className="mg-hash__copy"
        onClick={() => void copy()}
        aria-label={`${label} 복사`}
      >
        {isCopied ? '복사됨' : '복사'}
      </button>
    </span>
  );
}
