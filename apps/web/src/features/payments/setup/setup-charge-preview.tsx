import { naira } from '@campusflow/contracts/format';
import { type ChargeQuote, quoteCharges } from '@campusflow/domain';
import { Card, NumberInput, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { nairaToKobo } from './setup-api.ts';

/** A school's fee settings as the platform fees form holds them: a fixed fee in naira. */
export type FeeSettings = {
  platformFeeType: 'percentage' | 'fixed';
  /** A percent (2.5) for a percentage; naira for a fixed fee. */
  platformFeeValue: number | string;
  platformFeeMode: 'exclusive' | 'inclusive';
  gatewayFee: 'student' | 'school';
};

/** The settings as the API and the charge rules take them: a fixed fee in kobo. */
export function settingsOf(values: FeeSettings) {
  const value = Number(values.platformFeeValue) || 0;
  return {
    platformFeeType: values.platformFeeType,
    platformFeeValue: values.platformFeeType === 'percentage' ? value : (nairaToKobo(value) ?? 0),
    platformFeeMode: values.platformFeeMode,
  };
}

function quoteOf(amountNaira: number | string, settings: FeeSettings): ChargeQuote | null {
  const amount = nairaToKobo(amountNaira);
  if (amount === null || amount < 0) return null;
  try {
    return quoteCharges(amount, { ...settingsOf(settings), gatewayFee: settings.gatewayFee });
  } catch {
    // A value the rules refuse (negative, too large): no preview until it is fixed.
    return null;
  }
}

/**
 * What a student would be charged for a fee under the settings being edited, with the same
 * rules the server prices checkout with (docs/domain.md, "Fees and payments": Charges).
 */
export function ChargePreview({ settings }: { settings: FeeSettings }) {
  const [amount, setAmount] = useState<number | string>(100_000);
  const quote = quoteOf(amount, settings);
  const rows: [string, keyof ChargeQuote][] = [
    ['Fee amount', 'amount'],
    ['Platform fee', 'platformFee'],
    ['Subtotal', 'subtotal'],
    ['Gateway fee', 'gatewayFee'],
    ['Student pays', 'total'],
  ];
  return (
    <Card withBorder padding="md" maw={560} bg="var(--mantine-color-gray-0)">
      <Stack gap="sm">
        <Text fw={600}>Breakdown preview</Text>
        <NumberInput
          label="A fee of (₦)"
          min={0}
          decimalScale={2}
          thousandSeparator=","
          hideControls
          value={amount}
          onChange={setAmount}
        />
        {quote ? (
          <Table verticalSpacing={4} aria-label="Charges on this fee">
            <Table.Tbody>
              {rows.map(([label, key]) => (
                <Table.Tr key={key} fw={key === 'total' ? 700 : undefined}>
                  <Table.Td>{label}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {naira(quote[key])}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : (
          <Text size="sm" c="dimmed">
            Enter a fee amount and a valid platform fee to see the breakdown.
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {settings.platformFeeMode === 'inclusive'
            ? 'The platform fee comes out of the fee: the school receives the fee less the platform fee.'
            : 'The platform fee is added to the fee: the school receives the whole fee.'}{' '}
          {settings.gatewayFee === 'school'
            ? 'The gateway’s fee comes out of the school’s settlement.'
            : 'The gateway’s fee is added to what the student pays.'}
        </Text>
      </Stack>
    </Card>
  );
}
