import { renderStandaloneNotice } from '@ham/ui/standalone';

// Standalone dev page of the 'admin' remote (port 3014): it links the shell, the remote's only use.
renderStandaloneNotice('admin');
