import { Button } from '@ham/ui';
import { useState } from 'react';
import { ConfirmationDialog } from './confirmation-dialog';
import { InvoiceDialog } from './invoice-dialog';

export type DocumentActionsProps = { docNum: number; customerName: string };

/** 'Conferma' and 'Fattura' in the case detail's Azioni (docs/product/documents.md#confirmation-invoice-and-voucher-prints). */
export function DocumentActions({ docNum, customerName }: DocumentActionsProps) {
  const [open, setOpen] = useState<'confirmation' | 'invoice' | null>(null);
  return (
    <>
      <Button variant="outline" justifyContent="flex-start" onClick={() => setOpen('confirmation')}>
        Conferma
      </Button>
      <Button variant="outline" justifyContent="flex-start" onClick={() => setOpen('invoice')}>
        Fattura
      </Button>
      <ConfirmationDialog
        docNum={docNum}
        customerName={customerName}
        open={open === 'confirmation'}
        onClose={() => setOpen(null)}
      />
      <InvoiceDialog docNum={docNum} open={open === 'invoice'} onClose={() => setOpen(null)} />
    </>
  );
}
