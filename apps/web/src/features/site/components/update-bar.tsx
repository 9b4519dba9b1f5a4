import { useState } from 'react';
import { useVersion } from '../api/get-version.ts';

/** The id of the running bundle (vite.config.ts). */
export const currentBuildId = __BUILD_ID__;

/** A non-blocking bar when the server serves a newer build than this page runs. */
export function UpdateBar() {
  const { data } = useVersion();
  const [isDismissed, setIsDismissed] = useState(false);
  const serverId = data?.buildId;
  const isOutdated =
    currentBuildId !== 'dev' && !!serverId && serverId !== 'dev' && serverId !== currentBuildId;
  if (!isOutdated || isDismissed) return null;
  return (
    <div className="update-bar" role="status" data-testid="update-bar">
      <span>새 버전이 있습니다</span>
      <button type="button" className="btn btn--primary btn--sm" onClick={() => window.location.reload()}>
        새로고침
      </button>
      <button
        type="button"
        className="update-bar__later"
        aria-label="나중에"
        onClick={() => setIsDismissed(true)}
      >
        나중에
      </button>
    </div>
  );
}
