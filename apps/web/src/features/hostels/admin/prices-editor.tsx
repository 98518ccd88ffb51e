import type { THostelRulesView } from '@campusflow/contracts/hostel-admin';
import { ActionIcon, Button, Group, NumberInput, Paper, Select, Stack, Text } from '@mantine/core';
import type { FormErrors } from '@/lib/use-form.ts';

export type PriceRow = {
  key: string;
  hostelId: string;
  roomType: string;
  amountNaira: number | string;
};

const EVERY = '';

/** The price list: hostel (or every hostel), room type (or every type), and the amount in naira. */
export function PricesEditor(props: {
  rows: PriceRow[];
  errors: FormErrors;
  options: Pick<THostelRulesView, 'hostels' | 'roomTypes'>;
  onChange: (rows: PriceRow[]) => void;
}) {
  const { rows, errors, options } = props;
  const hostels = [
    { value: EVERY, label: 'Every hostel' },
    ...options.hostels.map((h) => ({ value: h.id, label: h.name })),
  ];
  const types = [
    ...new Set([...options.roomTypes, ...rows.map((r) => r.roomType).filter(Boolean)]),
  ];
  const roomTypes = [
    { value: EVERY, label: 'Every room type' },
    ...types.map((t) => ({ value: t, label: t })),
  ];
  const update = (i: number, patch: Partial<PriceRow>) =>
    props.onChange(rows.map((row, j) => (j === i ? { ...row, ...patch } : row)));
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        Each price is a hostel fee of this session’s fee schedule; the most specific price of a bed
        applies. A price for every bed (every hostel, every room type) is required.
      </Text>
      {rows.map((row, i) => (
        <Paper key={row.key} withBorder p="xs">
          <Group gap="xs" align="flex-start" wrap="wrap">
            <Select
              aria-label="Hostel"
              data={hostels}
              value={row.hostelId}
              onChange={(v) => update(i, { hostelId: v ?? EVERY })}
              allowDeselect={false}
              error={errors[`prices.${i}.hostelId`]}
              w={{ base: '100%', xs: 200 }}
            />
            <Select
              aria-label="Room type"
              data={roomTypes}
              value={row.roomType}
              onChange={(v) => update(i, { roomType: v ?? EVERY })}
              allowDeselect={false}
              error={errors[`prices.${i}.roomType`]}
              w={{ base: '100%', xs: 170 }}
            />
            <NumberInput
              aria-label="Amount in naira"
              leftSection="₦"
              thousandSeparator=","
              decimalScale={2}
              min={0}
              hideControls
              value={row.amountNaira}
              onChange={(v) => update(i, { amountNaira: v })}
              error={errors[`prices.${i}.amountKobo`]}
              style={{ flex: '1 1 140px' }}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label="Remove this price"
              onClick={() => props.onChange(rows.filter((_, j) => j !== i))}
            >
              ✕
            </ActionIcon>
          </Group>
        </Paper>
      ))}
      {errors.prices ? (
        <Text size="sm" c="red" role="alert">
          {errors.prices}
        </Text>
      ) : null}
      <Button
        variant="light"
        size="xs"
        w="fit-content"
        onClick={() =>
          props.onChange([
            ...rows,
            { key: crypto.randomUUID(), hostelId: EVERY, roomType: EVERY, amountNaira: '' },
          ])
        }
      >
        Add a price
      </Button>
    </Stack>
  );
}
