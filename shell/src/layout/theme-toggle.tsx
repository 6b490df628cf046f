import { usePlatform } from '@ham/platform';
import { IconButton, useColorMode } from '@ham/ui';
import { MoonIcon, SunIcon } from './icons';

/** Switches the UI between the light and the dark theme (the user's UI options). */
export function ThemeToggle() {
  const { setUiOptions } = usePlatform();
  const mode = useColorMode();
  return (
    <IconButton
      variant="ghost"
      aria-label="Cambia tema chiaro/scuro"
      onClick={() => setUiOptions({ theme: mode === 'dark' ? 'light' : 'dark' })}
    >
      {mode === 'dark' ? <SunIcon /> : <MoonIcon />}
    </IconButton>
  );
}
