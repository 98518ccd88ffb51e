import { Group, Text } from '@mantine/core';
import { Link } from 'react-router';

export function BrandMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true">
      <rect width="64" height="64" rx="14" fill="#1c7ed6" />
      <path
        d="M32 12 8 24l24 12 20-10v14h4V24L32 12Zm-14 22v10c0 4 6 8 14 8s14-4 14-8V34l-14 7-14-7Z"
        fill="#fff"
      />
    </svg>
  );
}

export function Brand() {
  return (
    <Link to="/" aria-label="Campusflow home" style={{ textDecoration: 'none', color: 'inherit' }}>
      <Group gap={8} wrap="nowrap">
        <BrandMark />
        <Text fw={700} fz="lg">
          Campusflow
        </Text>
      </Group>
    </Link>
  );
}
