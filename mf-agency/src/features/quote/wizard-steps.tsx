import { Badge, Button, HStack } from '@ham/ui';

export const WIZARD_STEPS = ['Dati preventivo', 'Selezione hotel', 'Invio richiesta'] as const;
/** docs/product/agency-portal.md#quote-wizard: 0, 1, 2, and -1 once sent. */
export type WizardStep = 0 | 1 | 2 | -1;

/** Whether step `index` can be clicked from `current`: earlier steps only, none after sending. */
export const canGoTo = (index: number, current: WizardStep) => current !== -1 && index < current;

export type WizardStepsProps = { current: WizardStep; onSelect(step: 0 | 1): void };

/** The three steps: the current one marked; earlier ones go back, later ones cannot be clicked. */
export function WizardSteps({ current, onSelect }: WizardStepsProps) {
  return (
    <HStack as="ol" gap="2" wrap="wrap" listStyleType="none" aria-label="Passaggi della richiesta">
      {WIZARD_STEPS.map((title, i) => {
        const active = i === current;
        return (
          <li key={title}>
            <Button
              size="sm"
              variant={active ? 'solid' : 'outline'}
              disabled={!canGoTo(i, current)}
              aria-current={active ? 'step' : undefined}
              onClick={() => onSelect(i as 0 | 1)}
              // A disabled current step keeps its solid look.
              _disabled={active ? { opacity: 1, cursor: 'default' } : undefined}
            >
              <Badge variant={active ? 'solid' : 'subtle'} colorPalette={active ? 'gray' : undefined}>
                {i + 1}
              </Badge>
              {title}
            </Button>
          </li>
        );
      })}
    </HStack>
  );
}
