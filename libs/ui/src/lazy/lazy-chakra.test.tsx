import { ChakraProvider } from '@chakra-ui/react';
import { act, render, screen } from '@testing-library/react';
import * as React from 'react';
import { Suspense } from 'react';
import { system } from '../theme/system';

/**
 * A fresh copy of the facade, none of its chunks loaded yet (the unit set-up preloads every
 * chunk of the shared copy), with the one React of the test.
 */
function freshFacade(): typeof import('./lazy-chakra') {
  let facade: typeof import('./lazy-chakra') | undefined;
  jest.isolateModules(() => {
    jest.doMock('react', () => React);
    facade = require('./lazy-chakra');
  });
  return facade as typeof import('./lazy-chakra');
}

let screenFallbacks = 0;
function ScreenFallback() {
  screenFallbacks += 1;
  return <p>Caricamento della schermata</p>;
}

test('a part drawn before its chunk has arrived leaves the rest of the screen in place, then appears', async () => {
  const { Checkbox } = freshFacade();
  await act(async () => {
    render(
      <ChakraProvider value={system}>
        <Suspense fallback={<ScreenFallback />}>
          <h1>Pratica 1 - Liceo Galilei</h1>
          <Checkbox.Root>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Inclusa nel prezzo</Checkbox.Label>
          </Checkbox.Root>
        </Suspense>
      </ChakraProvider>,
    );
  });
  expect(await screen.findByRole('checkbox', { name: 'Inclusa nel prezzo' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Pratica 1 - Liceo Galilei' })).toBeInTheDocument();
  // While the checkbox's chunk was on its way, the screen stayed: its fallback was never drawn.
  expect(screenFallbacks).toBe(0);
});
