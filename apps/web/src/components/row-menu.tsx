import { ActionIcon, Menu } from '@mantine/core';

export type RowAction = { label: string; onClick: () => void; danger?: boolean };

/**
 * The ⋯ menu at the end of a table row. `label` names the row for screen readers ("Actions
 * for Physics"); actions given as `false` or `null` are left out.
 */
export function RowMenu(props: { label: string; actions: (RowAction | false | null)[] }) {
  const actions = props.actions.filter((a): a is RowAction => Boolean(a));
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={`Actions for ${props.label}`}>
          ⋯
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.map((action) => (
          <Menu.Item
            key={action.label}
            color={action.danger ? 'red' : undefined}
            onClick={action.onClick}
          >
            {action.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
