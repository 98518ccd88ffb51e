import type { TRoleKey } from '@campusflow/contracts/constants';
import { Divider, NavLink } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import {
  activeNavTarget,
  commonNavigation,
  type NavItem,
  navigationByRole,
} from '../navigation.ts';

function NavItems({ items, active }: { items: NavItem[]; active: string | null }) {
  return items.map((item) => (
    <NavLink
      key={item.to}
      component={Link}
      to={item.to}
      label={item.label}
      active={item.to === active}
      variant="light"
    />
  ));
}

export function DashboardNav({ role }: { role: TRoleKey | null }) {
  const { pathname } = useLocation();
  const roleItems = role ? navigationByRole[role] : [];
  const active = activeNavTarget([...roleItems, ...commonNavigation], pathname);
  return (
    <nav>
      <NavItems items={roleItems} active={active} />
      {roleItems.length > 0 ? <Divider my="xs" /> : null}
      <NavItems items={commonNavigation} active={active} />
    </nav>
  );
}
