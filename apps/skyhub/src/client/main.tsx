import { StrictMode, Suspense, useCallback, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { FairnessView, SessionReply } from '../shared/api.ts';
import { GameError, won } from './api.ts';
import { useEscapeToSite } from './escape-to-site.ts';
import { BaccaratGame, BlackjackGame, FairnessPanel, RouletteGame, SlotGame } from './game-screens.tsx';
import { loadSession } from './play-data.ts';
import './styles.css';

/** What every game screen gets: the session, and how to report a new balance and fairness. */
export type GameProps = {
  session: SessionReply;
  onRound(update: { balance: number | null; fairness: FairnessView }): void;
  onBalance(balance: number): void;
};

// Started before React renders: the session usually sits in the page already.
const sessionLoad = loadSession();

function App() {
  const [session, setSession] = useState<SessionReply | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [balance, setBalance] = useState(0);
  const [fairness, setFairness] = useState<FairnessView | null>(null);
  const [fairOpen, setFairOpen] = useState(false);
  useEscapeToSite();

  useEffect(() => {
    sessionLoad
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
      <Suspense fallback={<p className="message">게임을 불러오는 중…</p>}>
        {session.game.category === 'slot' ? (
          <SlotGame {...props} />
        ) : session.game.code === 'roulette' ? (
          <RouletteGame {...props} />
        ) : session.game.code === 'baccarat' ? (
          <BaccaratGame {...props} />
        ) : (
          <BlackjackGame {...props} />
        )}
      </Suspense>
      {fairOpen && (
        <Suspense fallback={null}>
          <FairnessPanel
            sessionId={session.sessionId}
            fairness={fairness}
            onFairness={setFairness}
            onClose={() => setFairOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
