import { renderStandaloneNotice } from '@ham/ui/standalone';

// Standalone dev page of the 'hotels' remote (port 3012): it links the shell, the remote's only use.
renderStandaloneNotice('hotels');
