import type { Browser } from '@playwright/test';

/** Debian's Chromium: $CHROMIUM_PATH, /usr/bin/chromium by default. */
export const CHROMIUM_PATH: string;
/** The flags this machine needs (no sandbox as root, no GPU, no background traffic). */
export const CHROMIUM_ARGS: string[];
export function launchChromium(): Promise<Browser>;
