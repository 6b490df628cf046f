import type { SendDocumentWrite } from '@ham/contracts';
import { callEndpoint } from '@ham/platform';
import { Button, useSave } from '@ham/ui';
import { documentApi } from './api';

export type SendButtonProps = { docNum: number; body: SendDocumentWrite | null; to: string };

/** "Invia all'agenzia": the PDF by e-mail through the outbox; the case keeps the record. */
export function SendButton({ docNum, body, to }: SendButtonProps) {
  const send = useSave<SendDocumentWrite>({
    send: (document, { api }) =>
      callEndpoint(api, documentApi.endpoints.send, { params: { docNum }, body: document }),
    invalidates: [documentApi.invoiceKey(docNum)],
    success: `Documento inviato a ${to}`,
    failure: 'Invio non riuscito',
  });
  return (
    <Button
      variant="outline"
      onClick={() => body && void send.save(body)}
      loading={send.isPending}
      disabled={!body}
    >
      Invia all'agenzia
    </Button>
  );
}
