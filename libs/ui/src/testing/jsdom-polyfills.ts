// Browser APIs Chakra UI v3 (Ark / zag) expects and jsdom lacks. Loaded by the jest `unit`
// project (setupFilesAfterEnv); harmless for tests that do not render Chakra.
// react-router 7 also needs TextEncoder, which jsdom does not expose.
import { TextDecoder, TextEncoder } from 'node:util';

if (!globalThis.TextEncoder) Object.assign(globalThis, { TextEncoder, TextDecoder });
if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      configurable: true,
      value: (query: string) => ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }),
    });
  }

  class NoopObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  if (!('ResizeObserver' in window)) {
    Object.defineProperty(window, 'ResizeObserver', {
      writable: true,
      configurable: true,
      value: NoopObserver,
    });
  }
  if (!('IntersectionObserver' in window)) {
    Object.defineProperty(window, 'IntersectionObserver', {
      writable: true,
      configurable: true,
      value: NoopObserver,
    });
  }

  // zag's press handling (e.g. Switch) dispatches PointerEvents on blur.
  if (!('PointerEvent' in window)) {
    Object.defineProperty(window, 'PointerEvent', {
      writable: true,
      configurable: true,
      value: class PointerEvent extends MouseEvent {},
    });
  }

  window.scrollTo = () => {};
  Element.prototype.scrollTo = () => {};
  Element.prototype.scrollIntoView = () => {};

  if (!globalThis.structuredClone) {
    globalThis.structuredClone = <T>(v: T): T => JSON.parse(JSON.stringify(v));
  }
}
