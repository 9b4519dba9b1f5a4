import '../protection.css';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorState } from '../../../components/error-state.tsx';
import { SkeletonLines } from '../../../components/skeleton-lines.tsx';
import { showAlert } from '../../../lib/alert-store.ts';
import { navigateTo } from '../../../lib/navigation.ts';
import { expectSessionEnd } from '../../../lib/realtime/use-member-realtime.ts';
import { resetUnreadCount } from '../../../lib/unread-messages.ts';
import { useUserStore } from '../../../lib/user-store.ts';
import { useAccountLimits } from '../api/get-account-limits.ts';
import { type BlockOutcome, useStartBlock } from '../api/start-block.ts';
import { type BlockChoice, blockStartedText } from '../block-terms.ts';
import { SelfExclusionCard, TimeoutCard } from './block-cards.tsx';
import { BlockConfirmDialog } from './block-confirm-dialog.tsx';
import { RealityCheckCard } from './reality-check-card.tsx';

/** The 이용 제한 tab: time-out, self-exclusion (each confirmed once) and the reality check interval. */
export function RestrictionsTab({ now = Date.now }: { now?: () => number }) {
  const limits = useAccountLimits();
  const start = useStartBlock();
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState<BlockChoice | null>(null);
  const [error, setError] = useState('');

  function choose(next: BlockChoice): void {
    setError('');
    setChoice(next);
  }

  async function confirm(): Promise<void> {
    if (!choice) return;
    let outcome: BlockOutcome;
    try {
      const block =
        choice.kind === 'timeout'
          ? ({ kind: 'timeout', until: choice.until } as const)
          : ({ kind: 'selfExclusion', months: choice.months } as const);
      outcome = await expectSessionEnd(() => start.mutateAsync(block));
    } catch {
      outcome = { isDone: false, message: '요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.' };
    }
    if (!outcome.isDone) {
      setError(outcome.message);
      return;
    }
    // The server has ended every session of the member: forget them here and go home signed out.
    setChoice(null);
    useUserStore.getState().clear();
    resetUnreadCount();
    queryClient.clear();
    navigateTo('/');
    await showAlert({ message: blockStartedText(choice.kind, outcome.until) });
  }

  if (limits.isPending) return <SkeletonLines count={6} label="이용 제한 설정을 불러오는 중" />;
  if (limits.isError || !limits.data)
    return (
      <ErrorState message="이용 제한 설정을 불러오지 못했습니다." onRetry={() => void limits.refetch()} />
    );
  return (
    <div className="restrictions" data-testid="restrictions-tab">
      <TimeoutCard now={now} onChoose={choose} />
      <SelfExclusionCard now={now} onChoose={choose} />
      <RealityCheckCard saved={limits.data.realityCheckMinutes} />
      {choice && (
        <BlockConfirmDialog
          choice={choice}
          isSending={start.isPending}
          error={error}
          onConfirm={() => void confirm()}
          onClose={() => setChoice(null)}
        />
      )}
    </div>
  );
}
