import type { TSchoolSummary } from '@campusflow/contracts';
import type { SelectProps } from '@mantine/core';
import { RemoteSelect } from './remote-select.tsx';

type School = Pick<TSchoolSummary, 'id' | 'code' | 'name'>;

/**
 * A searchable list of the platform's schools, searched on the server as the user types;
 * `known` is a school already named (by a link), shown as chosen before any search.
 */
export function SchoolPicker(
  props: Omit<SelectProps, 'data' | 'searchable' | 'onSearchChange'> & { known?: School | null },
) {
  return (
    <RemoteSelect<School>
      path="/api/v1/schools/directory"
      toLabel={(s) => `${s.name} (${s.code})`}
      {...props}
    />
  );
}
