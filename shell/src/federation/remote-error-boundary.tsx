import type { RemoteName } from '@ham/platform';
import { Box, ErrorPanel } from '@ham/ui';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteContractError, RemoteLoadError, remoteSectionLabels } from './remotes';

export type RemoteErrorBoundaryProps = {
  name: RemoteName;
  /** Called by 'Riprova' when the remote itself could not be loaded. */
  onRetryLoad: () => Promise<void> | void;
  /** A change (the path) clears an error thrown by a screen of an already loaded remote. */
  resetKey: string;
  children: ReactNode;
};

type State = { error: Error | null; retrying: boolean };

const isLoadFailure = (e: Error | null) => e instanceof RemoteLoadError || e instanceof RemoteContractError;

/**
 * One per remote, around its routes: whatever goes wrong in there stays in the content area,
 * while the sidebar and the other remotes keep working.
 */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, State> {
  state: State = { error: null, retrying: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`[shell] errore nella sezione ${this.props.name}`, error, info.componentStack);
  }

  componentDidUpdate(prev: RemoteErrorBoundaryProps) {
    if (this.state.error && !isLoadFailure(this.state.error) && prev.resetKey !== this.props.resetKey) {
      this.setState({ error: null });
    }
  }

  handleRetry = async () => {
    const { error } = this.state;
    if (isLoadFailure(error)) {
      this.setState({ retrying: true });
      try {
        await this.props.onRetryLoad();
      } finally {
        this.setState({ retrying: false });
      }
    }
    this.setState({ error: null });
  };

  render() {
    const { error, retrying } = this.state;
    if (!error) return this.props.children;
    const section = remoteSectionLabels[this.props.name];
    const loadFailure = isLoadFailure(error);
    return (
      <Box p={{ base: '4', md: '6' }} aria-busy={retrying}>
        <ErrorPanel
          title={loadFailure ? 'Impossibile caricare la sezione' : 'Si è verificato un errore nella sezione'}
          description={
            error instanceof RemoteContractError
              ? error.message
              : loadFailure
                ? `La sezione «${section}» non è al momento raggiungibile. Verifica la connessione e riprova.`
                : `La sezione «${section}» ha incontrato un errore imprevisto. Riprova; se il problema persiste ricarica la pagina.`
          }
          onRetry={retrying ? undefined : this.handleRetry}
        />
      </Box>
    );
  }
}
