import { renderStandaloneNotice } from '@ham/ui/standalone';

// Standalone dev page of the 'agency' remote (port 3015): it links the shell, the remote's only use.
renderStandaloneNotice('agency');
