import type { BrowserContext } from '@playwright/test';

export const FIRST_SCREEN_BUDGET_KB: number;
export const REACT_DOM_MARKER: string;

/** Bytes of one script: decoded (`raw`), its encoded body on the wire, its response headers. */
export interface ScriptBytes {
  url: string;
  /** The response's Content-Encoding: 'br', 'gzip' or 'identity'. */
  encoding: string;
  raw: number;
  transferred: number;
  headers: number;
}

export interface FirstScreenBytes {
  files: ScriptBytes[];
  total: { raw: number; transferred: number; headers: number };
  /** The same totals per Content-Encoding. */
  byEncoding: Record<string, { files: number; raw: number; transferred: number }>;
  /** Shared modules loaded, e.g. { react: ['19.3.1 from shell'] }. */
  share: Record<string, string[]>;
  /** Script files carrying react-dom's client code. */
  reactDomFiles: string[];
  reactOnce: boolean;
  reactDomOnce: boolean;
  /** total.transferred ≤ FIRST_SCREEN_BUDGET_KB. */
  withinBudget: boolean;
}

export function measureFirstScreen(context: BrowserContext, baseUrl: string): Promise<FirstScreenBytes>;
