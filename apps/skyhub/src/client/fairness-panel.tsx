import { isCasinoGameCode } from '@hanpan/core/casino/catalogue';
import { casinoFairnessSteps, isClientSeed } from '@hanpan/core/casino/fair';
import { type CasinoRoundParams, replayRound } from '@hanpan/core/casino/verify';
import { isSeedOfCommitment } from '@hanpan/core/minigames/provably-fair';
import { useEffect, useState } from 'react';
import type { FairnessView, HistoryRound, RotateReply } from '../shared/api.ts';
import { callApi, GameError, won } from './api.ts';
import { Dialog } from './dialog.tsx';

type Check = { ok: boolean; text: string };

/** Re-plays a past round in the browser from its revealed seed and compares it with what was paid. */
function verifyInBrowser(round: HistoryRound): Check {
  if (!round.serverSeed)
    return { ok: false, text: '시드를 교체하면 이 라운드의 서버 시드가 공개되어 검증할 수 있습니다.' };
  if (!isSeedOfCommitment(round.serverSeed, round.serverSeedHash)) {
    return { ok: false, text: '공개된 서버 시드의 해시가 게임 전에 보여 준 해시와 다릅니다.' };
  }
  if (!isCasinoGameCode(round.game)) return { ok: false, text: '알 수 없는 게임입니다.' };
  try {
    const replay = replayRound(
      round.game,
      { serverSeed: round.serverSeed, clientSeed: round.clientSeed, nonce: round.nonce },
      round.params as CasinoRoundParams,
    );
    const same = replay.win === round.win && replay.stake === round.stake;
    return same
      ? { ok: true, text: `일치합니다: 베팅 ${won(replay.stake)}, 지급 ${won(replay.win)}` }
      : { ok: false, text: `불일치: 재현 결과 지급 ${won(replay.win)}, 기록 ${won(round.win)}` };
  } catch {
    return { ok: false, text: '이 라운드는 재현할 수 없습니다.' };
  }
}

/** The fairness panel: seeds, client seed, nonce, rotation, and the browser-side check of past rounds. */
export function FairnessPanel(props: {
  sessionId: string;
  fairness: FairnessView;
  onFairness(fairness: FairnessView): void;
  onClose(): void;
}) {
  const [clientSeed, setClientSeed] = useState(props.fairness.clientSeed);
  const [rounds, setRounds] = useState<HistoryRound[]>([]);
  const [revealed, setRevealed] = useState<RotateReply['revealed']>(null);
  const [checks, setChecks] = useState<Record<string, Check>>({});
  const [message, setMessage] = useState<string | null>(null);

  const loadHistory = () =>
    callApi<{ rounds: HistoryRound[] }>('history', { sessionId: props.sessionId })
      .then((reply) => setRounds(reply.rounds))
      .catch((caught: unknown) =>
        setMessage(caught instanceof GameError ? caught.message : '기록을 불러오지 못했습니다.'),
      );

  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once when the panel opens.
  useEffect(() => {
    void loadHistory();
  }, []);

  const saveSeed = async () => {
    if (!isClientSeed(clientSeed)) {
      setMessage('클라이언트 시드는 영문, 숫자, -, _ 1~32자여야 합니다.');
      return;
    }
    try {
      props.onFairness(
        await callApi<FairnessView>('fairness/client-seed', { sessionId: props.sessionId, clientSeed }),
      );
      setMessage('클라이언트 시드를 저장했습니다.');
    } catch (caught) {
      setMessage(caught instanceof GameError ? caught.message : '저장하지 못했습니다.');
    }
  };

  const rotate = async () => {
    try {
      const reply = await callApi<RotateReply>('fairness/rotate', { sessionId: props.sessionId });
      setRevealed(reply.revealed);
      props.onFairness(reply.fairness);
      setMessage('새 서버 시드로 교체했습니다. 이전 시드가 공개되었습니다.');
      await loadHistory();
    } catch (caught) {
      setMessage(caught instanceof GameError ? caught.message : '교체하지 못했습니다.');
    }
  };

  return (
    <Dialog label="공정성 검증" onClose={props.onClose}>
      <div className="fair">
        <h2>공정성 검증</h2>
        <ol>
          {casinoFairnessSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <div>
          현재 서버 시드 해시 (SHA-256)
          <br />
          <code>{props.fairness.serverSeedHash}</code>
        </div>
        <label>
          클라이언트 시드
          <input value={clientSeed} maxLength={32} onChange={(event) => setClientSeed(event.target.value)} />
        </label>
        <div className="controls" style={{ justifyContent: 'flex-start' }}>
          <button type="button" className="secondary" onClick={saveSeed}>
            시드 저장
          </button>
          <button type="button" className="secondary" onClick={rotate}>
            서버 시드 교체
          </button>
          <span>다음 논스: {props.fairness.nonce}</span>
        </div>
        {message && <p role="status">{message}</p>}
        {revealed && (
          <div>
            공개된 서버 시드 (해시 {revealed.serverSeedHash.slice(0, 12)}…, 논스 {revealed.nonce}회 사용)
            <br />
            <code>{revealed.serverSeed}</code>
          </div>
        )}
        <h2>최근 라운드</h2>
        {rounds.length === 0 && <p>아직 라운드가 없습니다.</p>}
        {rounds.map((round) => (
          <div key={round.roundId} className="history-row">
            <div>
              {new Date(round.createdAt).toLocaleString('ko-KR')} · {round.game} · 베팅 {won(round.stake)} ·
              지급 {won(round.win)}{' '}
              {round.status === 'pending' ? '(지급 대기)' : round.status === 'cancelled' ? '(취소)' : ''}
            </div>
            <div>
              클라이언트 시드 <code>{round.clientSeed}</code> · 논스 {round.nonce}
            </div>
            {round.status === 'settled' || round.status === 'pending' ? (
              <button
                type="button"
                className="secondary"
                onClick={() => setChecks({ ...checks, [round.roundId]: verifyInBrowser(round) })}
              >
                검증
              </button>
            ) : null}
            {checks[round.roundId] && (
              <span className={checks[round.roundId]!.ok ? 'ok' : 'bad'}>{checks[round.roundId]!.text}</span>
            )}
          </div>
        ))}
      </div>
    </Dialog>
  );
}
