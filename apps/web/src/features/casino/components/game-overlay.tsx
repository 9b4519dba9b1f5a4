import { type CasinoLaunchData, casinoText } from '@hanpan/core/api/casino';
import { isCasinoEscapeMessage } from '@hanpan/core/casino/frame-messages';
import { formatWon } from '@hanpan/core/money/amount';
import { useFocusTrap } from '@hanpan/ui/use-focus-trap';
import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useUserStore } from '../../../lib/user-store.ts';
import { useBodyScrollLock } from '../hooks/use-body-scroll-lock.ts';
import { useWindowHeight } from '../hooks/use-window-height.ts';
import { iframeHeight } from '../overlay-size.ts';

type GameOverlayProps = { session: CasinoLaunchData; onClose: () => void };

/**
 * The spec's full-page game overlay (sections 2 and 9): the '라이브 게임 진행중' bar with the game's
 * name, the member's cash (the overlay covers the site header; the same store keeps both live), a
 * fullscreen toggle and a close button over the game's iframe (80vh; window height - 40 px in
 * fullscreen). Escape closes it (pressed in the game's iframe, the game page tells us), Tab stays
 * inside it and the page behind does not scroll.
 */
export function GameOverlay({ session, onClose }: GameOverlayProps) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [isFullscreen, setIsFullscreen] = useState(false);
  const windowHeight = useWindowHeight(isFullscreen);
  const cash = useUserStore((state) => state.user?.cash);
  useFocusTrap(ref);
  useBodyScrollLock();

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  useEffect(() => {
    const gameOrigin = new URL(session.url, window.location.href).origin;
    // Only our own iframe's window, at the launch URL's origin, may close the overlay.
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== gameOrigin || event.source !== frameRef.current?.contentWindow) return;
      if (isCasinoEscapeMessage(event.data)) onClose();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [session.url, onClose]);

  return createPortal(
    <div className={`casino-overlay${isFullscreen ? ' casino-overlay--fullscreen' : ''}`}>
      <div
        ref={ref}
        className="casino-overlay__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid="casino-overlay"
        data-fullscreen={isFullscreen}
        tabIndex={-1}
      >
        <header className="casino-overlay__bar">
          <h2 id={titleId} className="casino-overlay__title">
            <span className="casino-overlay__live" aria-hidden="true" />
            <span className="casino-overlay__running">{casinoText.gameRunning}</span>
            <span className="casino-overlay__game" data-testid="casino-overlay-game">
              {session.game.name}
            </span>
          </h2>
          {cash !== undefined && (
            <p className="casino-overlay__cash">
              <span className="casino-overlay__cash-label">보유머니</span>
              <span data-testid="casino-overlay-cash">{formatWon(cash)}</span>원
            </p>
          )}
          <button
            type="button"
            className="casino-overlay__button"
            aria-pressed={isFullscreen}
            aria-label={isFullscreen ? '전체화면 해제' : '전체화면'}
            title={isFullscreen ? '전체화면 해제' : '전체화면'}
            data-testid="casino-overlay-fullscreen"
            onClick={() => setIsFullscreen((value) => !value)}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <path
                d={
                  isFullscreen
                    ? 'M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5'
                    : 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5'
                }
                stroke="currentColor"
                strokeWidth="2.2"
                fill="none"
                strokeLinecap="round"
              />
            </svg>
          </button>
          <button
            type="button"
            className="casino-overlay__button casino-overlay__button--close"
            aria-label="닫기"
            title="닫기"
            data-testid="casino-overlay-close"
            onClick={onClose}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
            </svg>
          </button>
        </header>
        <iframe
          ref={frameRef}
          className="casino-overlay__frame"
          src={session.url}
          title={session.game.name}
          data-testid="casino-overlay-frame"
          style={{ height: iframeHeight(isFullscreen, windowHeight) }}
          allow="fullscreen"
        />
      </div>
    </div>,
    document.body,
  );
}
