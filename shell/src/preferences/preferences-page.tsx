import { itemsPerPageChoices, type VersionInfo } from '@ham/contracts';
import { type ThemeChoice, themeChoices, usePlatform } from '@ham/platform';
import {
  Card,
  DataList,
  Field,
  formatDateTime,
  Heading,
  NativeSelect,
  RadioGroup,
  Stack,
  Text,
} from '@ham/ui';
import { useQuery } from '@tanstack/react-query';
import { shellApi } from '../startup/api';

/** Embedded by webpack's DefinePlugin (libs/build); absent under jest. */
const SHELL_BUILD_TIME: string | undefined = process.env.BUILD_TIME;

/** docs/product/geo-and-config.md#preferences: theme, items per page, build info (kept in local storage). */
export function PreferencesPage() {
  const { uiOptions, setUiOptions } = usePlatform();
  const version = useQuery({ ...shellApi.versionInfo(), staleTime: Number.POSITIVE_INFINITY });

  const serverValue = (pick: (v: VersionInfo) => string) =>
    version.isPending ? 'Caricamento...' : version.isError ? 'Non disponibile' : pick(version.data);

  return (
    <Stack gap="6" maxWidth="2xl">
      <Heading as="h1" size="2xl">
        Preferenze
      </Heading>

      <Card.Root>
        <Card.Header>
          <Card.Title>Aspetto</Card.Title>
        </Card.Header>
        <Card.Body>
          <Stack gap="6">
            <RadioGroup.Root
              value={uiOptions.theme}
              onValueChange={(e) => e.value && setUiOptions({ theme: e.value as ThemeChoice })}
            >
              <Stack gap="3">
                <RadioGroup.Label fontWeight="medium">Tema</RadioGroup.Label>
                <Stack direction={{ base: 'column', md: 'row' }} gap="5">
                  {themeChoices.map((choice) => (
                    <RadioGroup.Item key={choice.id} value={choice.id}>
                      <RadioGroup.ItemHiddenInput />
                      <RadioGroup.ItemIndicator />
                      <RadioGroup.ItemText>{choice.name}</RadioGroup.ItemText>
                    </RadioGroup.Item>
                  ))}
                </Stack>
              </Stack>
            </RadioGroup.Root>

            <Field.Root maxWidth="xs">
              <Field.Label>Elementi per pagina</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  value={String(uiOptions.itemsPerPage)}
                  onChange={(e) => setUiOptions({ itemsPerPage: Number(e.currentTarget.value) })}
                >
                  {itemsPerPageChoices.map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          </Stack>
        </Card.Body>
      </Card.Root>

      <Card.Root>
        <Card.Header>
          <Card.Title>Informazioni sulla versione</Card.Title>
        </Card.Header>
        <Card.Body>
          <DataList.Root orientation="horizontal">
            <DataList.Item>
              <DataList.ItemLabel>Versione</DataList.ItemLabel>
              <DataList.ItemValue>{serverValue((v) => v.version)}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Data build</DataList.ItemLabel>
              <DataList.ItemValue>{serverValue((v) => formatDateTime(v.buildTime))}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Data build interfaccia</DataList.ItemLabel>
              <DataList.ItemValue>
                {SHELL_BUILD_TIME ? formatDateTime(SHELL_BUILD_TIME) : '—'}
              </DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
          <Text mt="4" fontSize="sm" color="fg.muted">
            Le preferenze sono salvate in questo browser.
          </Text>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
