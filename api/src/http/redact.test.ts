import { redactSecrets } from './redact';

describe('redactSecrets', () => {
  it.each([
    ['/api/auth/callback?code=abc&state=def', '/api/auth/callback?code=[redacted]&state=[redacted]'],
    ['/idp/set-password?token=s3cret', '/idp/set-password?token=[redacted]'],
    ['/api/geo/areas?name=code&p=1', '/api/geo/areas?name=code&p=1'],
    ['/api/geo/areas', '/api/geo/areas'],
  ])('%s', (url, expected) => expect(redactSecrets(url)).toBe(expected));
});
