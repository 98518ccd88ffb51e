import type { TSessionUser } from '@campusflow/contracts';
import { Avatar, UnstyledButton } from '@mantine/core';
import type { MenuButtonProps } from '@/components/menu-on-demand.tsx';

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}

/** The user menu's button: the user's initials. */
export function UserButton({ user, ...button }: { user: TSessionUser } & MenuButtonProps) {
  return (
    <UnstyledButton aria-label="User menu" {...button}>
      <Avatar radius="xl" color="blue" size={34}>
        {initialsOf(user.name)}
      </Avatar>
    </UnstyledButton>
  );
}
