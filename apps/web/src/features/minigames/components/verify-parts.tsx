import type { StreamBlock } from '@hanpan/core/minigames/provably-fair';
import type { VerifyCheck } from '../verify-checks.ts';

/** One published fact of a round on the verification page; hashes and seeds in monospace. */
export function VerifyFact({ name, value, code }: { name: string; value: string; code?: boolean }) {
  return (
    <div>
      <dt>{name}</dt>
      <dd>{code ? <code className="mg-verify__hex">{value}</code> : value}</dd>
    </div>
  );
}

/** Each recomputed check, passed (✓) or failed (✗), with what was compared. */
export function VerifyCheckList({ checks }: { checks: readonly VerifyCheck[] }) {
  return (
    <ul className="mg-verify__checks">
      {checks.map((check) => (
        <li key={check.key} className={check.isPassed ? 'is-pass' : 'is-fail'}>
          <b>
            {check.isPassed ? '✓' : '✗'} {check.name}
          </b>{' '}
          <span>{check.detail}</span>
        </li>
      ))}
    </ul>
  );
}

/** The HMAC blocks the draw read, each with its message and hex digest. */
export function HmacBlockList({ blocks }: { blocks: readonly StreamBlock[] }) {
  return (
    <ol className="mg-verify__blocks">
      {blocks.map((block) => (
        <li key={block.counter}>
          <code>{block.message}</code>
          <code className="mg-verify__hex">{block.hex}</code>
        </li>
      ))}
    </ol>
  );
}
