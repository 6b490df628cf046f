import { caseMessages } from '@ham/contracts';
import { ApiError, callEndpoint } from '@ham/platform';
import { Alert, chakra, HStack, IconButton, Input, LabeledField, routeId, Stack, useSave } from '@ham/ui';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { caseApi } from '../../shared/case-api';
import { caseRoutes } from '../../shared/case-routes';

/** 'Vai alla pratica numero': Enter or the icon; GET /docs/:n/exists, else the alert of docs/product/formats-and-errors.md#messages-of-the-screens. */
export function GoToCase() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [notFound, setNotFound] = useState<string | null>(null);
  const check = useSave<number, { exists: boolean }>({
    send: (n, { api }) => callEndpoint(api, caseApi.endpoints.exists, { params: { docNum: n } }),
    success: false,
    refused: (err, n) => {
      if (!(err instanceof ApiError && err.status === 404)) return false;
      setNotFound(caseMessages.notFound(n));
      return true;
    },
    form: {},
    onSaved: ({ exists }, n) =>
      exists ? navigate(caseRoutes.detail(n)) : setNotFound(caseMessages.notFound(n)),
  });
  const error = notFound ?? check.error;

  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    const raw = text.trim();
    if (raw === '') return;
    setNotFound(null);
    const n = routeId(raw);
    if (n === null) setNotFound(caseMessages.notFound(raw));
    else void check.save(n);
  };

  return (
    <Stack gap="3" maxWidth="md">
      <chakra.form onSubmit={handleSubmit} aria-label="Vai alla pratica numero">
        <HStack align="flex-end" gap="2">
          <LabeledField label="Vai alla pratica numero">
            <Input
              inputMode="numeric"
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                setNotFound(null);
                check.clearError();
              }}
            />
          </LabeledField>
          <IconButton type="submit" aria-label="Vai alla pratica" loading={check.isPending} variant="outline">
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
