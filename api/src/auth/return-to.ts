/**
 * The only places `return_to` may lead (no open redirect): a path of this site ('/x', not
 * '//host' nor '/\host', which browsers treat as another host) or an absolute URL with exactly
 * the public origin, always answered percent-encoded. Anything else becomes '/'.
 */
export function safeReturnTo(value: unknown, publicUrl: string): string {
  if (typeof value !== 'string' || value === '' || value.length > 2000) return '/';
  // Backslashes and control characters are normalised differently by browsers: refuse them.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return '/';
  if (value.startsWith('//')) return '/';
  const origin = new URL(publicUrl).origin;
  let url: URL;
  try {
    // A path is read against the public origin: the result is percent-encoded ASCII, which a
    // Location header can carry ('/città' → '/citt%C3%A0'), and cannot leave the site.
    url = value.startsWith('/') ? new URL(value, origin) : new URL(value);
  } catch {
    return '/';
  }
  if (url.origin !== origin) return '/';
  return value.startsWith('/') ? `${url.pathname}${url.search}${url.hash}` : url.href;
}
