import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { useUrlParams } from './url-state';

const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/catalogo?tipo=buses']}>{children}</MemoryRouter>
);

test('two edits made before the page renders again both stay in the URL', () => {
  const { result } = renderHook(() => ({ url: useUrlParams(), location: useLocation() }), { wrapper });
  act(() => {
    const [, edit] = result.current.url;
    edit((next) => next.set('gt', 'a'));
    edit((next) => next.set('tipo', 'guides'));
  });
  const params = new URLSearchParams(result.current.location.search);
  expect(params.get('gt')).toBe('a');
  expect(params.get('tipo')).toBe('guides');
  expect(result.current.url[0].get('gt')).toBe('a');
});

test('a navigation elsewhere is the new starting point of the next edit', () => {
  const { result } = renderHook(() => ({ url: useUrlParams(), location: useLocation() }), { wrapper });
  act(() => result.current.url[1]((next) => next.set('gt', 's')));
  act(() => result.current.url[1]((next) => next.delete('tipo')));
  expect(new URLSearchParams(result.current.location.search).toString()).toBe('gt=s');
});
