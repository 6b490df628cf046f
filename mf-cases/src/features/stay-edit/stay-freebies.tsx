import { numberTextMessage } from '@ham/contracts';
import { Button, CurrencyInput, HStack, LabeledField, NumberInput, SectionCard, Stack } from '@ham/ui';
import { type ReactNode, useState } from 'react';
import type { FreebieField, useStayFreebies } from './use-stay-freebies';

export type StayFreebiesProps = {
  freebies: ReturnType<typeof useStayFreebies>;
  /** The service classes of the stay's nights. */
  classes: string[];
  scName(id: string): string;
  /** The messages of the last 'Conferma', keyed 'freebiesCount.hb', 'freebiesValue.hb'. */
  errors: Record<string, string>;
  /** A field was typed in: its message of the last 'Conferma' goes. */
  onTyped(key: string): void;
  /** Below the fields (the notes). */
  children?: ReactNode;
};

const countMessage = numberTextMessage({ min: 0 });

/**
 * 'Gratuità': count and value per service class, computed from the offer's freebie rule and
 * read-only; 'Modifica gratuità' is the explicit override (the fields take what staff type, and
 * keep it), 'Ricalcola gratuità' returns every field to the computed value, read-only again.
 * A stay saved with freebies of its own opens with them editable.
 */
export function StayFreebies({ freebies, classes, scName, errors, onTyped, children }: StayFreebiesProps) {
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
            <LabeledField
              label={`Gratuità ${scName(sc)}`}
              helperText={hint('count', sc)}
              error={errors[`freebiesCount.${sc}`]}
            >
              <NumberInput
                min={0}
                readOnly={!editable}
                value={freebies.shown('count', sc)}
                onChange={(n) => {
                  onTyped(`freebiesCount.${sc}`);
                  freebies.set('count', sc, Number.isNaN(n) ? { problem: countMessage } : { value: n });
                }}
              />
            </LabeledField>
            <LabeledField
              label={`Valore gratuità ${scName(sc)}`}
              helperText={hint('value', sc)}
              error={errors[`freebiesValue.${sc}`]}
            >
              <CurrencyInput
                readOnly={!editable}
                value={freebies.shown('value', sc)}
                onChange={(cents) => {
                  onTyped(`freebiesValue.${sc}`);
                  if (cents === null || !Number.isNaN(cents)) freebies.set('value', sc, { value: cents });
                }}
                onProblem={(problem) => {
                  if (problem) freebies.set('value', sc, { problem });
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
