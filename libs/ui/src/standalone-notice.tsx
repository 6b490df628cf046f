import { createRoot } from 'react-dom/client';

/**
 * The standalone dev page of a remote: the remote needs the shell's PlatformContext (session,
 * API client, reference data), so it is only usable through the shell, which the page links.
 */
export function renderStandaloneNotice(remote: string, shellUrl = 'http://localhost:3010') {
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <p style={{ fontFamily: 'sans-serif', padding: 24 }}>
      Remote '{remote}': usa la shell, <a href={shellUrl}>{shellUrl}</a>
    </p>,
  );
}
