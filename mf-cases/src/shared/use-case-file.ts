import { useQuery } from '@tanstack/react-query';
import { caseApi } from './case-api';

/** The whole case (GET /docs/:docNum), read again whenever a screen of the case opens. */
export function useCaseFile(docNum: number | null) {
  return useQuery({ ...caseApi.detail(docNum ?? 0), enabled: docNum !== null, refetchOnMount: 'always' });
}
