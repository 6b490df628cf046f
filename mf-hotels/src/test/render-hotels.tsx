import type { Permission, StaticData } from '@ham/contracts';
import { createTestPlatform, TestProviders, testReference, testStayReference } from '@ham/ui/testing';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import HotelsRoutes from '../routes';

/** The reference data of the hotel screens' tests. */
export const hotelsReference: StaticData = {
  ...testReference,
  hotelCategories: [{ id: '3', name: '3 stelle' }],
  hotelPositions: [{ id: 'c', name: 'Centro' }],
  ...testStayReference,
  features: { selfQuoteEnabled: true },
};

/** The hotels remote at `route`, as the shell mounts it; `location()` is the current address. */
export function renderHotels(
  route: string,
  { permissions, ref = hotelsReference }: { permissions?: Permission[]; ref?: StaticData } = {},
) {
  const platform = { ...createTestPlatform({ permissions }), reference: ref };
  const user = userEvent.setup();
  const result = render(
    <TestProviders platform={platform} route={route}>
      <HotelsRoutes />
    </TestProviders>,
  );
  const location = () => result.getByTestId('location').textContent ?? '';
  return { ...result, user, location, platform };
}
