/**
 * The only places `return_to` may lead (DECISIONS §2, no open redirect): a path of this
 * site ('/x', not '//host' nor '/\host', which browsers treat as another host) or an
 * absolute URL with exactly the public origin. Anything else becomes '/'.
 */
export function safeReturnTo(value: unknown, publicUrl: string): string {
  if (typeof value !== 'string' || value === '' || value.length > 2000) return '/';
  // Backslashes and control characters are normalised differently by browsers: refuse them.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return '/';
  if (value.startsWith('/')) return value.startsWith('//') ? '/' : value;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return '/';
  }
  return url.origin === new URL(publicUrl).origin ? url.href : '/';
}
