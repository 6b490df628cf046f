import { createRoot } from 'react-dom/client';

// Standalone dev page of the 'cases' remote (port 3011). The remote needs the shell's
// PlatformContext (session, API client, reference data), so it is only usable through the shell.
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <p style={{ fontFamily: 'sans-serif', padding: 24 }}>
      Remote 'cases': usa la shell, <a href="http://localhost:3010">http://localhost:3010</a>
    </p>,
  );
}
