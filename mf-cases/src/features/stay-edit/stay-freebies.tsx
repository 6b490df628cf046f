import { Button, CurrencyInput, HStack, Input, LabeledField, SectionCard, Stack } from '@ham/ui';
import { type ReactNode, useState } from 'react';
import type { FreebieField, useStayFreebies } from './use-stay-freebies';

export type StayFreebiesProps = {
  freebies: ReturnType<typeof useStayFreebies>;
  /** The service classes of the stay's nights. */
  classes: string[];
  scName(id: string): string;
  /** Below the fields (the notes). */
  children?: ReactNode;
};

/** A count typed in a number field; null when emptied. */
const toCount = (raw: string) => {
  const n = Number(raw);
  return raw.trim() === '' || !Number.isFinite(n) ? null : Math.max(0, Math.trunc(n));
};

/**
 * 'Gratuità': count and value per service class, computed from the offer's freebie rule and
 * read-only; 'Modifica gratuità' is the explicit override (the fields take what staff type, and
 * keep it), 'Ricalcola gratuità' returns every field to the computed value, read-only again.
 * A stay saved with freebies of its own opens with them editable.
 */
export function StayFreebies({ freebies, classes, scName, children }: StayFreebiesProps) {
  const hint = (field: FreebieField, sc: string) =>
    freebies.edited(field, sc) ? 'Inserita manualmente' : 'Calcolata automaticamente';
  const anyEdited = classes.some((sc) => freebies.edited('count', sc) || freebies.edited('value', sc));
  const [overriding, setOverriding] = useState(anyEdited);
  const editable = overriding || anyEdited;
  return (
    <SectionCard title="Gratuità">
      <Stack gap="3">
        {classes.map((sc) => (
          <HStack key={sc} gap="3" align="flex-start">
            <LabeledField label={`Gratuità ${scName(sc)}`} helperText={hint('count', sc)}>
              <Input
                type="number"
                min={0}
                readOnly={!editable}
                value={freebies.shown('count', sc) ?? ''}
                onChange={(e) => freebies.set('count', sc, toCount(e.target.value))}
              />
            </LabeledField>
            <LabeledField label={`Valore gratuità ${scName(sc)}`} helperText={hint('value', sc)}>
              <CurrencyInput
                readOnly={!editable}
                value={freebies.shown('value', sc)}
                onChange={(cents) => {
                  // While the text is not an amount yet, the last amount stands.
                  if (!Number.isNaN(cents))
                    freebies.set('value', sc, cents === null ? null : Math.max(0, cents));
                }}
              />
            </LabeledField>
          </HStack>
        ))}
        {classes.length > 0 && (
          <HStack>
            {editable ? (
              <Button
                variant="outline"
                size="sm"
                onClick={() => {
                  freebies.reset();
                  setOverriding(false);
                }}
              >
                Ricalcola gratuità
              </Button>
            ) : (
              <Button variant="outline" size="sm" onClick={() => setOverriding(true)}>
                Modifica gratuità
              </Button>
            )}
          </HStack>
        )}
        {children}
      </Stack>
    </SectionCard>
  );
}
