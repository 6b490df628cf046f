import { caseMessages } from '@ham/contracts';
import { ApiError, usePlatform } from '@ham/platform';
import { Alert, chakra, HStack, IconButton, Input, LabeledField, routeId, Stack } from '@ham/ui';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { caseRoutes, casesPath } from '../../shared/case-routes';

export type GoToCaseProps = Record<string, never>;

/** 'Vai alla pratica numero': Enter or the icon; GET /docs/:n/exists, else the alert of SPEC §8. */
export function GoToCase(_props: GoToCaseProps) {
  const { api } = usePlatform();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const handleSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const raw = text.trim();
    if (raw === '') return;
    setError(null);
    if (routeId(raw) === null) {
      setError(caseMessages.notFound(raw));
      return;
    }
    setBusy(true);
    try {
      const { exists } = await api.get<{ exists: boolean }>(`${casesPath}/${raw}/exists`);
      if (exists) navigate(caseRoutes.detail(raw));
      else setError(caseMessages.notFound(raw));
    } catch (err) {
      setError(
        err instanceof ApiError && err.status === 404
          ? caseMessages.notFound(raw)
          : 'Errore di comunicazione con il server, riprova.',
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="3" maxWidth="md">
      <chakra.form onSubmit={(e) => void handleSubmit(e)} aria-label="Vai alla pratica numero">
        <HStack align="flex-end" gap="2">
          <LabeledField label="Vai alla pratica numero">
            <Input
              inputMode="numeric"
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                setError(null);
              }}
            />
          </LabeledField>
          <IconButton type="submit" aria-label="Vai alla pratica" loading={busy} variant="outline">
            <svg
              viewBox="0 0 24 24"
              width="16"
              height="16"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M5 12h14M13 6l6 6-6 6" />
            </svg>
          </IconButton>
        </HStack>
      </chakra.form>
      {error && (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Title>{error}</Alert.Title>
        </Alert.Root>
      )}
    </Stack>
  );
}
