import { defaultItemsPerPage, itemsPerPageChoices } from '@ham/contracts';

export type ThemeChoice = 'default' | 'light' | 'dark';
export const themeChoices: { id: ThemeChoice; name: string }[] = [
  { id: 'default', name: 'Predefinito del browser' },
  { id: 'light', name: 'Chiaro' },
  { id: 'dark', name: 'Scuro' },
];

/** Preferences kept in the browser's local storage (docs/product/geo-and-config.md#preferences). */
export interface UiOptions {
  theme: ThemeChoice;
  itemsPerPage: number;
}

export const defaultUiOptions: UiOptions = { theme: 'default', itemsPerPage: defaultItemsPerPage };
export const UI_OPTIONS_STORAGE_KEY = 'ham.uiOptions';

/** Reads stored options, ignoring anything malformed. */
export function parseUiOptions(raw: string | null): UiOptions {
  if (!raw) return defaultUiOptions;
  try {
    const v = JSON.parse(raw) as Partial<UiOptions>;
    const theme = themeChoices.some((t) => t.id === v.theme)
      ? (v.theme as ThemeChoice)
      : defaultUiOptions.theme;
    const itemsPerPage = (itemsPerPageChoices as readonly number[]).includes(Number(v.itemsPerPage))
      ? Number(v.itemsPerPage)
      : defaultUiOptions.itemsPerPage;
    return { theme, itemsPerPage };
  } catch {
    return defaultUiOptions;
  }
}
