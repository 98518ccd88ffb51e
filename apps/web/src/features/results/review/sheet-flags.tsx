import type { TSheetFlag } from '@campusflow/contracts';
import { Alert, List, Text } from '@mantine/core';

/** The flags of a sheet as one warning, or a quiet line saying nothing looks unusual. */
export function SheetFlags(props: { flags: TSheetFlag[] }) {
  if (props.flags.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="sheet-flags">
        Nothing unusual in this sheet’s scores.
      </Text>
    );
  }
  return (
    <Alert color="yellow" variant="light" title="Worth a second look" data-testid="sheet-flags">
      <List size="sm" spacing={4}>
        {props.flags.map((f) => (
          <List.Item key={f.code}>{f.message}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
