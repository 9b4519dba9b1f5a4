import { StrictMode, useCallback, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { FairnessView, SessionReply } from '../shared/api.ts';
import { callApi, GameError, won } from './api.ts';
import { useEscapeToSite } from './escape-to-site.ts';
import { FairnessPanel } from './fairness-panel.tsx';
import { BaccaratGame } from './games/baccarat-game.tsx';
import { BlackjackGame } from './games/blackjack-game.tsx';
import { RouletteGame } from './games/roulette-game.tsx';
import { SlotGame } from './games/slot-game.tsx';
import './styles.css';

/** What every game screen gets: the session, and how to report a new balance and fairness. */
export type GameProps = {
  session: SessionReply;
  onRound(update: { balance: number | null; fairness: FairnessView }): void;
  onBalance(balance: number): void;
};

function App() {
  const [session, setSession] = useState<SessionReply | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [balance, setBalance] = useState(0);
  const [fairness, setFairness] = useState<FairnessView | null>(null);
  const [fairOpen, setFairOpen] = useState(false);
  useEscapeToSite();

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const token = params.get('token') ?? '';
    const game = params.get('game') ?? '';
    // The token is single-purpose: keep it out of the address bar (and of any later Referer).
    window.history.replaceState(null, '', window.location.pathname);
    callApi<SessionReply>('session', { token, game })
      .then((reply) => {
        setSession(reply);
        setBalance(reply.balance);
        setFairness(reply.fairness);
      })
      .catch((caught: unknown) =>
        setError(caught instanceof GameError ? caught.message : '게임을 열 수 없습니다.'),
      );
  }, []);

  const onRound = useCallback((update: { balance: number | null; fairness: FairnessView }) => {
    if (update.balance !== null) setBalance(update.balance);
    setFairness(update.fairness);
  }, []);

  if (error)
    return (
      <p className="message error" role="alert">
        {error}
      </p>
    );
  if (!session || !fairness) return <p className="message">게임을 불러오는 중…</p>;
  const props: GameProps = { session, onRound, onBalance: setBalance };
  return (
    <div className="shell">
      <header className="topbar">
        <h1>{session.game.name}</h1>
        <div className="balance" aria-live="polite">
          <small>{session.nick} 님 보유금</small>
          {won(balance)}
        </div>
        <button type="button" className="secondary" onClick={() => setFairOpen(true)}>
          검증
        </button>
      </header>
      {session.game.category === 'slot' ? (
        <SlotGame {...props} />
      ) : session.game.code === 'roulette' ? (
        <RouletteGame {...props} />
      ) : session.game.code === 'baccarat' ? (
        <BaccaratGame {...props} />
      ) : (
        <BlackjackGame {...props} />
      )}
      {fairOpen && (
        <FairnessPanel
          sessionId={session.sessionId}
          fairness={fairness}
          onFairness={setFairness}
          onClose={() => setFairOpen(false)}
        />
      )}
    </div>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
