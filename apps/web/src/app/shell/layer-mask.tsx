import { useEffect } from 'react';
import { selectIsMasked, useLayerStore } from '../../lib/layer-store.ts';

/** The one mask shared by the side, right and header-right layers and image-event popups. */
export function LayerMask() {
  const isMasked = useLayerStore(selectIsMasked);
  const closeAll = useLayerStore((state) => state.closeAll);

  useEffect(() => {
    if (!isMasked) return;
    function onKeyDown(event: KeyboardEvent): void {
      if (event.key === 'Escape') closeAll();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isMasked, closeAll]);

  if (!isMasked) return null;
  return <div className="layer-mask" data-testid="layer-mask" aria-hidden="true" onClick={closeAll} />;
}
