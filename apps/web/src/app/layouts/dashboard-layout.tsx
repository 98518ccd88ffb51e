import { AppShell, Burger, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { VerifyEmailBanner } from '@/features/identity/account/verify-email-banner.tsx';
import { TitleSchoolContext } from '@/lib/document-title.ts';
import { roleToActAs } from '@/lib/selected-role.ts';
import { useMe } from '@/lib/use-me.ts';
import { roleHome } from '../navigation.ts';
import { OfflineBanner } from '../offline-banner.tsx';
import { DashboardNav } from './dashboard-nav.tsx';
import { RoleSwitcher } from './role-switcher.tsx';
import { SchoolBadge } from './school-badge.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';
import { UserMenu } from './user-menu.tsx';

/**
 * Side navigation for the selected role and a top bar (school, role switcher, user menu).
 * Under 768 px the navigation becomes a drawer behind the burger button.
 */
export function DashboardLayout() {
  const me = useMe();
  const role = roleToActAs(me);
  const [opened, { toggle, close }] = useDisclosure(false);
  const location = useLocation();

  // Moving to another page closes the drawer on a phone.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation on purpose
  useEffect(() => close(), [location.pathname]);

  return (
    <TitleSchoolContext.Provider value={me.user.schoolName ?? null}>
      <SkipLink />
      <AppShell
        header={{ height: 60 }}
        navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }}
        padding="md"
      >
        <AppShell.Header>
          <Group h="100%" px="md" justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
              <Burger
                opened={opened}
                onClick={toggle}
                hiddenFrom="sm"
                size="sm"
                aria-label={opened ? 'Close navigation' : 'Open navigation'}
              />
              <SchoolBadge user={me.user} />
            </Group>
            <Group gap="xs" wrap="nowrap">
              {role ? <RoleSwitcher roles={me.user.roles.mainRoles} selected={role} /> : null}
              <UserMenu user={me.user} />
            </Group>
          </Group>
        </AppShell.Header>
        <AppShell.Navbar p="xs" aria-label="Dashboard navigation">
          {/* The browser's own scrolling: Mantine's ScrollArea would add 20 KB to every home. */}
          <AppShell.Section grow style={{ overflowY: 'auto' }}>
            <DashboardNav role={role} />
          </AppShell.Section>
        </AppShell.Navbar>
        <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1}>
          <OfflineBanner />
          <VerifyEmailBanner user={me.user} />
          <Outlet />
        </AppShell.Main>
      </AppShell>
    </TitleSchoolContext.Provider>
  );
}

/**
 * /dashboard itself: the home of the role the user acts as (the dashboard's guard has made sure
 * there is one). Here, with the navigation that names every role's home, not in the first page.
 */
export function DashboardIndex() {
  const role = roleToActAs(useMe());
  return <Navigate to={role ? roleHome(role) : '/select-dashboard'} replace />;
}
