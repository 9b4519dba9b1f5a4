import type { MinigameVerifyData } from '@hanpan/core/api/minigames';
import '../minigames.css';
import { lobbyOfGame, miniGameOf } from '@hanpan/core/minigames/catalogue';
import type { FamilyId } from '@hanpan/core/minigames/markets';
import { formatKstDateTime } from '@hanpan/core/time/kst';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { SkeletonLines } from '../../../components/skeleton-lines.tsx';
import { describeSportsError } from '../../../lib/sports-request-error.ts';
import { useMinigameVerify } from '../api/minigames-api.ts';
import { DrawAnimation } from '../components/draw-animation.tsx';
import { FairnessGuide } from '../components/fairness-guide.tsx';
import { HmacBlockList, VerifyCheckList, VerifyFact } from '../components/verify-parts.tsx';
import { summaryChips } from '../family-views.ts';
import { formatRoundNumber } from '../minigame-format.ts';
import { checkRound } from '../verify-checks.ts';
import { VirtualVerifyPanel } from '../virtual/components/virtual-verify-panel.tsx';
import { virtualGameOf } from '../virtual/virtual-games.ts';

/**
 * /games/verify?gameType=..&roundKey=..: one round recomputed in the browser from its revealed seed, then
 * the rules every family's result follows and each market's RTP (without a round: the rules alone). A
 * virtual game's event is recomputed with its model from its card (issue 25).
 */
export function VerifyPage() {
  const [params] = useSearchParams();
  const gameType = Number(params.get('gameType'));
  const roundKey = params.get('roundKey') ?? '';
  const virtual = virtualGameOf(gameType);
  if (virtual) {
    return (
      <PageFrame title="경기 검증" subtitle={`${virtual.name} ${formatRoundNumber(roundKey)}`}>
        <VirtualVerifyPanel entry={virtual} roundKey={roundKey} />
      </PageFrame>
    );
  }
  return <MinigameVerify gameType={gameType} roundKey={roundKey} />;
}

function MinigameVerify({ gameType, roundKey }: { gameType: number; roundKey: string }) {
  const game = miniGameOf(gameType);
  const { data, error, refetch } = useMinigameVerify(game ? gameType : Number.NaN, roundKey);
  const lobby = game ? lobbyOfGame(game.gameType) : undefined;
  return (
    <PageFrame title="회차 검증" subtitle={game ? `${game.name} ${formatRoundNumber(roundKey)}` : '미니게임'}>
      {lobby && game && (
        <Link className="mg-back" to={`/games/miniGame/${lobby.slug}?gameType=${game.gameType}`}>
          ← {lobby.name} 로비
        </Link>
      )}
      {!game || !roundKey ? (
        <p className="mg-empty">
          검증할 회차는 게임 로비의 결과 표에서 검증을 눌러 고를 수 있습니다. 아래에서 게임별 규칙과 환수율을
          볼 수 있습니다.
        </p>
      ) : error && !data ? (
        <ErrorState message={describeSportsError(error)} onRetry={() => void refetch()} />
      ) : !data ? (
        <SkeletonLines count={8} />
      ) : (
        <VerifyBody data={data} family={game.family} />
      )}
      <FairnessGuide gameType={game?.gameType} />
    </PageFrame>
  );
}

function VerifyBody({ data, family }: { data: MinigameVerifyData; family: FamilyId }) {
  const checked = useMemo(() => checkRound(data), [data]);
  const { round } = data;
  return (
    <div className="mg-verify" data-testid="minigame-verify">
      {!checked ? (
        <p className="mg-verify__verdict" data-testid="minigame-verify-verdict">
          아직 추첨되지 않은 회차입니다. 추첨 후 시드가 공개되면 검증할 수 있습니다.
        </p>
      ) : (
        <p
          className={`mg-verify__verdict ${checked.isPassed ? 'is-pass' : 'is-fail'}`}
          data-testid="minigame-verify-verdict"
        >
          {checked.isPassed ? '검증 성공' : '검증 실패'}
          {round.status === 'void' && ' (무효 회차: 베팅은 환불되었습니다)'}
        </p>
      )}
      <dl className="mg-verify__facts">
        <VerifyFact name="추첨 시각 (KST)" value={formatKstDateTime(round.drawnAt ?? round.drawAt)} />
        <VerifyFact name="해시 (회차 시작 전 공개)" value={round.commitment} code />
        <VerifyFact name="시드 (추첨 후 공개)" value={round.seed ?? '추첨 후 공개'} code />
        <VerifyFact name="메시지 (블록 0)" value={data.message} code />
        <VerifyFact name="체인 앵커" value={data.anchor} code />
        <VerifyFact name="앵커까지 단계" value={`${data.chainSteps}`} />
      </dl>
      {checked && (
        <>
          <VerifyCheckList checks={checked.checks} />
          {checked.verification && checked.verification.result !== null && (
            <section className="mg-verify__section" aria-label="재계산한 결과">
              <h2>재계산한 결과</h2>
              <DrawAnimation
                family={family}
                result={checked.verification.result}
                summary={checked.verification.summary}
                animate={false}
              />
              <span className="mg-chips">
                {summaryChips(family, checked.verification.summary).map((chip, index) => (
                  <span key={`${index}-${chip}`} className="mg-chip">
                    {chip}
                  </span>
                ))}
              </span>
            </section>
          )}
          {checked.verification && (
            <section className="mg-verify__section" aria-label="HMAC 블록과 추출한 수">
              <h2>HMAC 블록</h2>
              <HmacBlockList blocks={checked.verification.blocks} />
              <h2>추출한 수</h2>
              <table className="mg-verify__draws">
                <thead>
                  <tr>
                    <th scope="col">#</th>
                    <th scope="col">범위 n</th>
                    <th scope="col">한계값</th>
                    <th scope="col">읽은 정수</th>
                    <th scope="col">뽑은 수</th>
                  </tr>
                </thead>
                <tbody>
                  {checked.verification.draws.map((draw, index) => (
                    <tr key={`${index}-${draw.value}`}>
                      <td>{index + 1}</td>
                      <td>{draw.n}</td>
                      <td>{draw.limit}</td>
                      <td className="mg-verify__chunks">{draw.chunks.join(', ')}</td>
                      <td>
                        <b>{draw.value}</b>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          )}
        </>
      )}
    </div>
  );
}
