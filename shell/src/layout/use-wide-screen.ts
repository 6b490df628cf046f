import { useEffect, useState } from 'react';

/** The mobile breakpoint (docs/product/screens.md#staff-menu): below 1280 px the staff sidebar becomes a drawer. */
export const WIDE_SCREEN_QUERY = '(min-width: 1280px)';

function matches(): boolean {
  // Without matchMedia (old browsers, tests) the desktop layout is the safe default.
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return true;
  return window.matchMedia(WIDE_SCREEN_QUERY).matches;
}

export function useWideScreen(): boolean {
  const [wide, setWide] = useState(matches);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const mql = window.matchMedia(WIDE_SCREEN_QUERY);
    const handleChange = () => setWide(mql.matches);
    handleChange();
    mql.addEventListener('change', handleChange);
    return () => mql.removeEventListener('change', handleChange);
  }, []);
  return wide;
}
