import type { CaseFile } from '@ham/contracts';
import { usePlatform } from '@ham/platform';
import { useQuery } from '@tanstack/react-query';
import { caseKeys, casesPath } from './case-routes';

/** GET /docs/:docNum: the whole case (head, stays, items, totals). */
export function useCaseFile(docNum: number | null) {
  const { api } = usePlatform();
  return useQuery({
    queryKey: caseKeys.detail(docNum ?? 0),
    queryFn: ({ signal }) => api.get<CaseFile>(`${casesPath}/${docNum}`, undefined, { signal }),
    enabled: docNum !== null,
    // The item and head forms save through EditPage, which knows nothing of the case: coming
    // back to the detail always reloads it.
    refetchOnMount: 'always',
  });
}
