import { useCaseFile } from '../../shared/use-case-file';

/** What the item forms need of their case: the guest type (service search, menu price), the group size, its period. */
export function useCaseHead(docNum: number | null) {
  const query = useCaseFile(docNum);
  const c = query.data;
  return {
    query,
    head: c
      ? { guestTypeId: c.guestTypeId, guestCount: c.guestCount, beginDate: c.beginDate, endDate: c.endDate }
      : undefined,
  };
}
