import { render } from '@testing-library/react';
import { UiProvider } from './ui-provider';

type Listener = () => void;

function mockSystemDark(initial: boolean) {
  const listeners = new Set<Listener>();
  const mql = {
    matches: initial,
    addEventListener: (_: string, l: Listener) => listeners.add(l),
    removeEventListener: (_: string, l: Listener) => listeners.delete(l),
  };
  const original = window.matchMedia;
  window.matchMedia = (() => mql) as unknown as typeof window.matchMedia;
  return {
    change(dark: boolean) {
      mql.matches = dark;
      for (const l of listeners) l();
    },
    restore: () => {
      window.matchMedia = original;
    },
  };
}

describe('UiProvider colour mode', () => {
  const html = document.documentElement;

  it.each([
    ['light', 'light'],
    ['dark', 'dark'],
  ] as const)('theme %p puts class %p on <html>', (theme, cls) => {
    const system = mockSystemDark(theme === 'light');
    try {
      render(<UiProvider theme={theme}>x</UiProvider>);
      expect(html).toHaveClass(cls);
      expect(html).not.toHaveClass(cls === 'dark' ? 'light' : 'dark');
    } finally {
      system.restore();
    }
  });

  it("'default' follows prefers-color-scheme and its changes", () => {
    const system = mockSystemDark(true);
    try {
      render(<UiProvider theme="default">x</UiProvider>);
      expect(html).toHaveClass('dark');
      const { act } = require('@testing-library/react');
      act(() => system.change(false));
      expect(html).toHaveClass('light');
      expect(html).not.toHaveClass('dark');
    } finally {
      system.restore();
    }
  });
});
