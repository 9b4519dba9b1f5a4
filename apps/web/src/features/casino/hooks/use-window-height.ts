import { useEffect, useState } from 'react';

/** window.innerHeight, kept current across resizes and rotations while `isOn`. */
export function useWindowHeight(isOn: boolean): number {
  const [height, setHeight] = useState(() => (typeof window === 'undefined' ? 0 : window.innerHeight));
  useEffect(() => {
    if (!isOn) return;
    const update = () => setHeight(window.innerHeight);
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [isOn]);
  return height;
}
