const reloadedAtKey = 'hanpan.staleBuildReloadAt';
const reloadGuardMs = 10_000;

/**
 * After a redeploy, an open tab asks for page chunks of the old build, which no longer exist.
 * Vite reports that as `vite:preloadError`; one full reload fetches the new build instead of
 * showing the error screen. The guard stops a reload loop if the chunk is missing for another reason.
 */
export function reloadOnStaleBuild(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const reloadedAt = Number(sessionStorage.getItem(reloadedAtKey) ?? 0);
    if (Date.now() - reloadedAt < reloadGuardMs) return;
    event.preventDefault();
    sessionStorage.setItem(reloadedAtKey, String(Date.now()));
    window.location.reload();
  });
}
