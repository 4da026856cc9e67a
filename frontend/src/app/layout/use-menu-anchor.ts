import { useCallback, useState, type MouseEvent } from 'react';

/**
 * Open state of a menu anchored to the element that opened it, with the ARIA wiring of its trigger.
 * `wanted` turns true at the first sign of interest (pointer over, focus, click) and stays true, so a
 * lazily loaded menu fetches its code before the click and stays mounted for its closing transition.
 */
export function useMenuAnchor(menuId: string) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);
  const want = useCallback(() => setWanted(true), []);
  const open = useCallback((event: MouseEvent<HTMLElement>) => {
    setWanted(true);
    setAnchor(event.currentTarget);
  }, []);
  const close = useCallback(() => setAnchor(null), []);
  const triggerProps = {
    'aria-haspopup': 'menu',
    'aria-expanded': anchor !== null,
    'aria-controls': anchor ? menuId : undefined,
    onClick: open,
    onPointerEnter: want,
    onFocus: want,
  } as const;
  return { anchor, wanted, close, triggerProps };
}
