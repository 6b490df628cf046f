import type { BrowserContext } from '@playwright/test';

export const FIRST_SCREEN_BUDGET_KB: number;
export const REACT_DOM_MARKER: string;

export interface FirstScreenBytes {
  files: { url: string; raw: number; gz: number }[];
  total: { raw: number; gz: number };
  /** Shared modules loaded, e.g. { react: ['19.3.1 from shell'] }. */
  share: Record<string, string[]>;
  /** Script files carrying react-dom's client code. */
  reactDomFiles: string[];
  reactOnce: boolean;
  reactDomOnce: boolean;
  withinBudget: boolean;
}

export function measureFirstScreen(context: BrowserContext, baseUrl: string): Promise<FirstScreenBytes>;
