// The transform of React DOM's development build for the unit tests (react-reveal-unthrottled.cjs):
// it finds the installed React's hold-back exactly once and sets it to zero, and stops the run when a
// React upgrade moves it.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const transform = require('./react-reveal-unthrottled.cjs') as {
  process(source: string, file: string): { code: string };
};

describe('react-reveal-unthrottled', () => {
  it("sets the installed React DOM's Suspense reveal hold-back to zero, and changes nothing else", () => {
    const file = path.resolve(__dirname, '../../node_modules/react-dom/cjs/react-dom-client.development.js');
    const source = readFileSync(file, 'utf8');
    const { code } = transform.process(source, file);
    expect(source.match(/FALLBACK_THROTTLE_MS = 300,/g)).toHaveLength(1);
    expect(code.match(/FALLBACK_THROTTLE_MS = 0,/g)).toHaveLength(1);
    expect(code).not.toContain('FALLBACK_THROTTLE_MS = 300');
    expect(code.length).toBe(source.length - 2);
  });

  it('fails when React no longer has the hold-back where it was', () => {
    expect(() => transform.process('var FALLBACK_THROTTLE_MS = 500;', 'react-dom.js')).toThrow(
      /not found exactly once; React changed/,
    );
  });
});
