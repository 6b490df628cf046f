import { parseUiOptions, UI_OPTIONS_STORAGE_KEY, type UiOptions } from '@ham/platform';
import { useCallback, useEffect, useState } from 'react';

function readStored(): string | null {
  try {
    return window.localStorage.getItem(UI_OPTIONS_STORAGE_KEY);
  } catch {
    return null; // storage disabled: defaults, not a crash
  }
}

/** docs/product/geo-and-config.md#preferences, kept in local storage (and followed across tabs). */
export function useStoredUiOptions() {
  const [uiOptions, setState] = useState<UiOptions>(() => parseUiOptions(readStored()));

  useEffect(() => {
    try {
      window.localStorage.setItem(UI_OPTIONS_STORAGE_KEY, JSON.stringify(uiOptions));
    } catch {
      // storage full or disabled: the choice lasts until the page is closed
    }
  }, [uiOptions]);

  useEffect(() => {
    const handleStorage = (e: StorageEvent) => {
      if (e.key === UI_OPTIONS_STORAGE_KEY) setState(parseUiOptions(e.newValue));
    };
    window.addEventListener('storage', handleStorage);
    return () => window.removeEventListener('storage', handleStorage);
  }, []);

  const setUiOptions = useCallback((next: Partial<UiOptions>) => {
    setState((prev) => parseUiOptions(JSON.stringify({ ...prev, ...next })));
  }, []);

  return { uiOptions, setUiOptions };
}
