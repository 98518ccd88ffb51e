import { Badge, Group, type MantineSize, Text } from '@mantine/core';

type Tag = string | { label: string; color: string };

/** A setup row's name in bold with its state beside it ("archived", "inactive", "primary"). */
export function RowTitle(props: { name: string; tags: (Tag | false)[]; tagSize?: MantineSize }) {
  return (
    <Group gap={6}>
      <Text size="sm" fw={500}>
        {props.name}
      </Text>
      {props.tags.map((tag) => {
        if (!tag) return null;
        const { label, color } = typeof tag === 'string' ? { label: tag, color: 'gray' } : tag;
        return (
          <Badge key={label} size={props.tagSize ?? 'xs'} color={color} variant="light">
            {label}
          </Badge>
        );
      })}
    </Group>
  );
}
