import type { ThemeChoice } from '@ham/platform';
import { createContext, type ReactNode, useContext, useEffect, useLayoutEffect, useState } from 'react';

export type ColorMode = 'light' | 'dark';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function systemColorMode(): ColorMode {
  if (typeof window === 'undefined' || !window.matchMedia) return 'light';
  return window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

/** The colour mode a theme choice resolves to: 'default' follows the browser and its changes. */
export function useResolvedColorMode(theme: ThemeChoice): ColorMode {
  const [system, setSystem] = useState<ColorMode>(systemColorMode);
  useEffect(() => {
    if (theme !== 'default' || !window.matchMedia) return;
    const mql = window.matchMedia(DARK_QUERY);
    const handleChange = () => setSystem(mql.matches ? 'dark' : 'light');
    handleChange();
    mql.addEventListener('change', handleChange);
    return () => mql.removeEventListener('change', handleChange);
  }, [theme]);
  return theme === 'default' ? system : theme;
}

/** Chakra v3 reads the mode from a `light`/`dark` class on <html>. */
export function applyColorMode(mode: ColorMode, root: HTMLElement = document.documentElement): void {
  root.classList.remove(mode === 'dark' ? 'light' : 'dark');
  root.classList.add(mode);
  root.style.colorScheme = mode;
}

const ColorModeContext = createContext<ColorMode>('light');

export type ColorModeProviderProps = { theme: ThemeChoice; children: ReactNode };

export function ColorModeProvider({ theme, children }: ColorModeProviderProps) {
  const mode = useResolvedColorMode(theme);
  useLayoutEffect(() => applyColorMode(mode), [mode]);
  return <ColorModeContext.Provider value={mode}>{children}</ColorModeContext.Provider>;
}

export function useColorMode(): ColorMode {
  return useContext(ColorModeContext);
}

/** Picks a value by the current mode, for the rare case a semantic token does not fit. */
export function useColorModeValue<T>(light: T, dark: T): T {
  return useColorMode() === 'dark' ? dark : light;
}
