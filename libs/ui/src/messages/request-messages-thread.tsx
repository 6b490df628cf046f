import {
  Badge,
  Box,
  Button,
  Card,
  Field,
  Heading,
  HStack,
  Input,
  Link,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import type { MessageSide, RequestMessage, RequestMessageWrite } from '@ham/contracts/request-messages';
import { callEndpoint, useEndpointUrl, usePlatform } from '@ham/platform';
import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ErrorAlert } from '../feedback/error-alert';
import { ErrorPanel } from '../feedback/error-panel';
import { LoadingSpinner } from '../feedback/loading-spinner';
import { formatDateTime } from '../format/format';
import { requestMessagesApi, requestMessagesKeys, requestMessagesQueries } from './messages-api';

// 'Messaggi' (docs/product/agency-portal.md#messages): a chunk of the shared facade loaded with the
// request screens that show the panel (staff and agency), not with every screen.

/** The largest file (the API refuses more: 413). */
const MAX_BYTES = 10 * 1024 * 1024;
/** What the file picker offers; the API checks the content. */
const ACCEPT = '.pdf,.png,.jpg,.jpeg,.webp,.xlsx,application/pdf,image/png,image/jpeg,image/webp';

const SIDE_LABELS: Record<MessageSide, string> = { agency: 'Agenzia', staff: 'Ufficio booking' };

const sizeFormat = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 1 });
/** 2_400_000 → '2,3 MB'; 35_000 → '34,2 KB'. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${sizeFormat.format(bytes / (1024 * 1024))} MB`;
  return `${sizeFormat.format(Math.max(bytes, 1) / 1024)} KB`;
}

/** The file's bytes in base64 (the body of POST …/messages). */
function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).split(',')[1] ?? '');
    reader.onerror = () => reject(reader.error ?? new Error('Lettura del file non riuscita'));
    reader.readAsDataURL(file);
  });
}

export interface RequestMessagesCardProps {
  /** Who reads: staff (any request) or the agency (its own). */
  side: MessageSide;
  requestId: number;
  /** The screen's other queries a message changes (the lists' unread figures). */
  invalidates?: readonly QueryKey[];
}

/**
 * 'Messaggi' of a quote request: the thread oldest first (newest last), each message with its
 * author, side, time (DD/MM/YYYY HH:mm), text, files to download and, for one's own, whether the
 * other side read it; a text and a file to send. Opening it reads the other side's messages.
 */
export function RequestMessagesCard({ side, requestId, invalidates = [] }: RequestMessagesCardProps) {
  const queryClient = useQueryClient();
  const { api } = usePlatform();
  const thread = useQuery(requestMessagesQueries.thread(side, requestId));
  const refresh = () =>
    Promise.all(
      [requestMessagesKeys.all, ...invalidates].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
  const markRead = useMutation({
    mutationFn: () =>
      side === 'staff'
        ? callEndpoint(api, requestMessagesApi.staff.markRead, { params: { requestId } })
        : callEndpoint(api, requestMessagesApi.agency.markRead, { params: { id: requestId } }),
    onSuccess: refresh,
  });
  // Read once per newest unread message of the other side: a new one is read again, a read that
  // failed or an answer that still says unread is not retried in a loop.
  const newestUnread =
    thread.data?.messages.findLast((m) => m.side !== side && m.readAt === null)?.id ?? null;
  const readUpTo = useRef<number | null>(null);
  const { mutate: read } = markRead;
  useEffect(() => {
    if (newestUnread !== null && readUpTo.current !== newestUnread) {
      readUpTo.current = newestUnread;
      read();
    }
  }, [newestUnread, read]);

  return (
    <Card.Root as="section" aria-label="Messaggi" size="sm" variant="outline">
      <Card.Header>
        <Heading as="h2" size="md">
          Messaggi
        </Heading>
      </Card.Header>
      <Card.Body gap="4">
        {thread.isPending ? (
          <LoadingSpinner />
        ) : thread.isError ? (
          <ErrorPanel
            title="Impossibile caricare i messaggi"
            description={thread.error.message}
            onRetry={() => void thread.refetch()}
          />
        ) : thread.data.messages.length === 0 ? (
          <Text color="fg.muted">Nessun messaggio. Scrivi qui per domande, precisazioni o documenti.</Text>
        ) : (
          <Stack as="ol" gap="3" listStyleType="none" aria-label="Conversazione">
            {thread.data.messages.map((m) => (
              <MessageItem key={m.id} message={m} own={m.side === side} side={side} requestId={requestId} />
            ))}
          </Stack>
        )}
        <MessageForm side={side} requestId={requestId} onSent={refresh} />
      </Card.Body>
    </Card.Root>
  );
}

function MessageItem({
  message: m,
  own,
  side,
  requestId,
}: {
  message: RequestMessage;
  own: boolean;
  side: MessageSide;
  requestId: number;
}) {
  const url = useEndpointUrl();
  const href = (attachmentId: number) =>
    side === 'staff'
      ? url(requestMessagesApi.staff.attachment, { params: { requestId, attachmentId } })
      : url(requestMessagesApi.agency.attachment, { params: { id: requestId, attachmentId } });
  return (
    <Box
      as="li"
      alignSelf={own ? 'flex-end' : 'flex-start'}
      maxWidth={{ base: '100%', md: '85%' }}
      borderWidth="1px"
      borderRadius="md"
      p="3"
      bg={own ? 'bg.subtle' : undefined}
      data-side={m.side}
    >
      <HStack gap="2" wrap="wrap" fontSize="sm" color="fg.muted">
        <Text as="span" fontWeight="semibold" color="fg">
          {m.authorName}
        </Text>
        <Badge size="sm" variant="subtle" colorPalette={m.side === 'agency' ? 'blue' : 'purple'}>
          {SIDE_LABELS[m.side]}
        </Badge>
        <Text as="span">{formatDateTime(m.sentAt)}</Text>
      </HStack>
      {m.text && (
        <Text mt="1" whiteSpace="pre-line" wordBreak="break-word">
          {m.text}
        </Text>
      )}
      {m.attachments.length > 0 && (
        <Stack mt="2" gap="1">
          {m.attachments.map((a) => (
            <Link key={a.id} href={href(a.id)} download={a.fileName} fontSize="sm">
              {a.fileName} ({formatFileSize(a.size)})
            </Link>
          ))}
        </Stack>
      )}
      {own && (
        <Text mt="1" fontSize="xs" color="fg.muted">
          {m.readAt ? `Letto il ${formatDateTime(m.readAt)}` : 'Non ancora letto'}
        </Text>
      )}
    </Box>
  );
}

function MessageForm({
  side,
  requestId,
  onSent,
}: {
  side: MessageSide;
  requestId: number;
  onSent(): unknown;
}) {
  const { api } = usePlatform();
  const fileInput = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: async (body: RequestMessageWrite) =>
      side === 'staff'
        ? callEndpoint(api, requestMessagesApi.staff.send, { params: { requestId }, body })
        : callEndpoint(api, requestMessagesApi.agency.send, { params: { id: requestId }, body }),
    onSuccess: async () => {
      setText('');
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
      await onSent();
    },
    onError: (err) => setProblem(err.message || 'Invio non riuscito'),
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    if (!text.trim() && !file) return setProblem('Scrivi un messaggio o allega un file.');
    if (file && file.size > MAX_BYTES) return setProblem("L'allegato supera la dimensione massima di 10 MB.");
    const attachment = file ? { fileName: file.name, content: await readBase64(file) } : null;
    send.mutate({ text: text.trim(), attachment });
  };

  return (
    <Box as="form" onSubmit={submit} aria-label="Nuovo messaggio">
      <Stack gap="3">
        <Field.Root>
          <Field.Label>Messaggio</Field.Label>
          <Textarea rows={3} maxLength={5000} value={text} onChange={(e) => setText(e.target.value)} />
        </Field.Root>
        <Field.Root>
          <Field.Label>Allegato</Field.Label>
          <Input
            ref={fileInput}
            type="file"
            accept={ACCEPT}
            p="1"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
          <Field.HelperText>
            PDF, immagine (PNG, JPEG, WebP) o foglio Excel (.xlsx), al massimo 10 MB.
          </Field.HelperText>
        </Field.Root>
        {problem && <ErrorAlert>{problem}</ErrorAlert>}
        <HStack justify="flex-end">
          <Button type="submit" loading={send.isPending}>
            Invia messaggio
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
