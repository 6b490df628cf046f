import type { QueryParams } from '@ham/platform';

/** The filters of 'Cruscotto', kept in the address: a reload or a shared link shows the same figures. */
export interface DashboardFilters {
  from: string | null;
  to: string | null;
  area: { id: number; name: string } | null;
  hotel: { id: number; name: string } | null;
  guestType: string;
}

const ISO = /^\d{4}-\d{2}-\d{2}$/;
const ref = (id: string | null, name: string | null) => {
  const n = Number(id);
  return Number.isInteger(n) && n > 0 ? { id: n, name: name ?? String(n) } : null;
};

export function filtersFromUrl(params: URLSearchParams): DashboardFilters {
  const date = (k: string) => {
    const v = params.get(k);
    return v && ISO.test(v) ? v : null;
  };
  return {
    from: date('dal'),
    to: date('al'),
    area: ref(params.get('area'), params.get('areaNome')),
    hotel: ref(params.get('hotel'), params.get('hotelNome')),
    guestType: params.get('tipologia') ?? '',
  };
}

export function filtersToUrl(f: DashboardFilters): URLSearchParams {
  const out = new URLSearchParams();
  if (f.from) out.set('dal', f.from);
  if (f.to) out.set('al', f.to);
  if (f.area) out.set('area', String(f.area.id));
  if (f.area) out.set('areaNome', f.area.name);
  if (f.hotel) out.set('hotel', String(f.hotel.id));
  if (f.hotel) out.set('hotelNome', f.hotel.name);
  if (f.guestType) out.set('tipologia', f.guestType);
  return out;
}

/** GET /dashboard's query (the downloads take the same). */
export function dashboardQuery(f: DashboardFilters): QueryParams {
  const q: QueryParams = {};
  if (f.from) q.from = f.from;
  if (f.to) q.to = f.to;
  if (f.area) q.area = f.area.id;
  if (f.hotel) q.hotel = f.hotel.id;
  if (f.guestType) q.guestType = f.guestType;
  return q;
}
