import { type AgencyRef, agencyRoutes, type NamedRef } from '@ham/contracts';
import { endpoint } from '@ham/platform';
import { AsyncSearchPicker, type ListFilterConfig } from '@ham/ui';
import { useState } from 'react';

/** The agencies by name (the customer picker of a case, the lists' agency filter). */
export const agencySearch = endpoint.fromRoute(agencyRoutes.search);

/** The agency filter: a search by name; the list filters by its id. */
function AgencyFilter({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange(v: string): void;
  label: string;
}) {
  const [picked, setPicked] = useState<NamedRef | null>(null);
  return (
    <AsyncSearchPicker<NamedRef, AgencyRef>
      label={label}
      value={value && picked && String(picked.id) === value ? picked : null}
      onChange={(a) => {
        setPicked(a);
        onChange(a ? String(a.id) : '');
      }}
      search={agencySearch}
      toItem={(a) => ({ id: a.id, name: a.fullName })}
      itemToString={(a) => a.name}
    />
  );
}

/** A list filter 'Agenzia' kept in the URL as `name` (the agency's id), for the lists of mf-cases. */
export const agencyFilter = (name = 'agency', label = 'Agenzia'): ListFilterConfig => ({
  type: 'custom',
  name,
  label,
  render: (props) => <AgencyFilter {...props} />,
});
