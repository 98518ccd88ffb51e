import { naira } from '@campusflow/contracts/format';
import { Text, type TextProps } from '@mantine/core';

type AmountProps = Omit<TextProps, 'style'> & {
  kobo: number;
  span?: boolean;
  'data-testid'?: string;
};

/**
 * Kobo as "₦150,000.00" on one line: an amount never breaks or clips; a narrow table scrolls
 * within its own box instead. `data-amount` lets the phone-width browser test find it.
 */
export function Amount({ kobo, ...text }: AmountProps) {
  return (
    <Text size="sm" {...text} data-amount style={{ whiteSpace: 'nowrap' }}>
      {naira(kobo)}
    </Text>
  );
}
