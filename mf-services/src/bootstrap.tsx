import { renderStandaloneNotice } from '@ham/ui/standalone';

// Standalone dev page of the 'services' remote (port 3013): it links the shell, the remote's only use.
renderStandaloneNotice('services');
