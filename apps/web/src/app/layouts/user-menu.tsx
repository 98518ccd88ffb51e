import { menuOnDemand } from '@/components/menu-on-demand.tsx';
import { UserButton } from './user-button.tsx';

/** The user's menu (profile, passport, settings, log out), its code loaded when first wanted. */
export const UserMenu = menuOnDemand(() => import('./user-menu-dropdown.tsx'), UserButton);
