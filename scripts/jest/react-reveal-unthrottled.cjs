// Jest transform of React DOM's development build for the unit tests (jest.config.cjs): React holds
// a Suspense boundary's content back until 300 ms after its fallback was shown (FALLBACK_THROTTLE_MS,
// so that a page does not flash in a browser). Every lazy screen and on-demand part a test renders
// suspends once, and the test then waited those 300 ms for nothing: 18% of the screen tests' time
// was the event loop idle. In the tests the content shows as soon as it is ready; what the user
// finally sees is the same, and the product's builds are untouched (docs/adr/0029).
//
// If React renames or moves the constant this transform fails the run rather than silently
// bringing the wait back.
const crypto = require('node:crypto');

const THROTTLE = 'FALLBACK_THROTTLE_MS = 300,';

module.exports = {
  getCacheKey(source) {
    return crypto.createHash('sha1').update(`react-reveal-unthrottled 1\n${source}`).digest('hex');
  },
  process(source, file) {
    const at = source.indexOf(THROTTLE);
    if (at < 0 || source.indexOf(THROTTLE, at + 1) >= 0) {
      throw new Error(
        `${file}: '${THROTTLE}' not found exactly once; React changed, see scripts/jest/react-reveal-unthrottled.cjs`,
      );
    }
    return { code: source.replace(THROTTLE, 'FALLBACK_THROTTLE_MS = 0,') };
  },
};
