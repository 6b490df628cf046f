import type { SendDocumentWrite } from '@ham/contracts';
import { ApiError, usePlatform } from '@ham/platform';
import { Button } from '@ham/ui';
import { useSendDocument } from '../../../shared/documents-api';

export type SendButtonProps = { docNum: number; body: SendDocumentWrite | null; to: string };

/** "Invia all'agenzia": the PDF by e-mail through the outbox; the case keeps the record. */
export function SendButton({ docNum, body, to }: SendButtonProps) {
  const { notify } = usePlatform();
  const send = useSendDocument(docNum);
  const handleSend = () => {
    if (!body) return;
    send.mutate(body, {
      onSuccess: () => notify({ status: 'success', title: `Documento inviato a ${to}` }),
      onError: (err) =>
        notify({
          status: 'error',
          title: 'Invio non riuscito',
          description: err instanceof ApiError ? err.message : 'Errore di comunicazione con il server',
        }),
    });
  };
  return (
    <Button variant="outline" onClick={handleSend} loading={send.isPending} disabled={!body}>
      Invia all'agenzia
    </Button>
  );
}
