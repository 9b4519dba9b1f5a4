import '../virtual.css';
import type { MinigameVerifyData } from '@hanpan/core/api/minigames';
import { formatKstDateTime } from '@hanpan/core/time/kst';
import { virtualDrawStepsText, virtualVerificationStepsText } from '@hanpan/core/virtual/draw-steps-text';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '../../../../components/error-state.tsx';
import { SkeletonLines } from '../../../../components/skeleton-lines.tsx';
import { describeSportsError } from '../../../../lib/sports-request-error.ts';
import { useMinigameVerify } from '../../api/minigames-api.ts';
import { HmacBlockList, VerifyCheckList, VerifyFact } from '../../components/verify-parts.tsx';
import { formatResultLine } from '../virtual-format.ts';
import type { VirtualGameEntry, VirtualRoundView } from '../virtual-games.ts';
import { virtualGamePath } from '../virtual-games.ts';
import { checkVirtualEvent } from '../virtual-verify.ts';
import { EventAnimation } from './event-animation.tsx';

/** The verification of one virtual event: fetched, then recomputed in the browser with the core model. */
export function VirtualVerifyPanel({ entry, roundKey }: { entry: VirtualGameEntry; roundKey: string }) {
  const { data, error, refetch } = useMinigameVerify(entry.gameType, roundKey);
  return (
    <>
      <Link className="mg-back" to={virtualGamePath(entry)}>
        ← {entry.name}
      </Link>
      {!roundKey ? (
        <p className="mg-empty">검증할 경기는 게임 화면의 최근 결과에서 검증을 눌러 고를 수 있습니다.</p>
      ) : error && !data ? (
        <ErrorState message={describeSportsError(error)} onRetry={() => void refetch()} />
      ) : !data ? (
        <SkeletonLines count={8} />
      ) : (
        <VerifyBody data={data} entry={entry} />
      )}
    </>
  );
}

function VerifyBody({ data, entry }: { data: MinigameVerifyData; entry: VirtualGameEntry }) {
  const event = (data.round as VirtualRoundView).virtual;
  const checked = useMemo(
    () => (event ? checkVirtualEvent(data, event, entry.kind) : null),
    [data, event, entry.kind],
  );
  const { round } = data;
  return (
    <div className="mg-verify" data-testid="minigame-verify">
      <p
        className={`mg-verify__verdict${checked ? (checked.isPassed ? ' is-pass' : ' is-fail') : ''}`}
        data-testid="minigame-verify-verdict"
      >
        {!checked
          ? '아직 시작하지 않은 경기입니다. 경기가 시작되어 시드가 공개되면 검증할 수 있습니다.'
          : checked.isPassed
            ? '검증 성공'
            : '검증 실패'}
        {round.status === 'void' && ' (무효 경기: 베팅은 환불되었습니다)'}
      </p>
      <dl className="mg-verify__facts">
        <VerifyFact name="출발 시각 (KST)" value={formatKstDateTime(round.drawAt)} />
        <VerifyFact name="해시 (베팅 시작 전 공개)" value={round.commitment} code />
        <VerifyFact name="시드 (출발 후 공개)" value={round.seed ?? '출발 후 공개'} code />
        <VerifyFact name="메시지 (블록 0)" value={data.message} code />
        <VerifyFact name="체인 앵커" value={data.anchor} code />
        <VerifyFact name="앵커까지 단계" value={`${data.chainSteps}`} />
        {event?.result && <VerifyFact name="발표된 결과" value={formatResultLine(event.result)} />}
      </dl>
      {checked && (
        <>
          <VerifyCheckList checks={checked.checks} />
          {event && checked.verification.result && (
            <section className="mg-verify__section" aria-label="재계산한 경기">
              <h2>재계산한 경기</h2>
              <p>{formatResultLine(checked.verification.result)}</p>
              <EventAnimation event={{ ...event, result: checked.verification.result }} />
            </section>
          )}
          <section className="mg-verify__section" aria-label="HMAC 블록">
            <h2>HMAC 블록</h2>
            <HmacBlockList blocks={checked.verification.blocks} />
          </section>
        </>
      )}
      <section className="mg-verify__section" aria-label="검증 방법">
        <h2>검증 방법</h2>
        <ol className="mg-verify__steps">
          {[...virtualVerificationStepsText, ...virtualDrawStepsText[entry.kind]].map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
    </div>
  );
}
