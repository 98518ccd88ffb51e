import type { TSchoolSummary } from '@campusflow/contracts';
import type { SelectProps } from '@mantine/core';
import { RemoteSelect } from './remote-select.tsx';

/** A searchable list of the platform's schools, searched on the server as the user types. */
export function SchoolPicker(props: Omit<SelectProps, 'data' | 'searchable' | 'onSearchChange'>) {
  return (
    <RemoteSelect<TSchoolSummary>
      path="/api/v1/schools/directory"
      toLabel={(s) => `${s.name} (${s.code})`}
      {...props}
    />
  );
}
