import { planned } from '@/components/planned-page.tsx';

const transport = 'The transport part of the product';

export const TransportHomePage = planned(
  'Transport',
  `${transport} will show routes, subscriptions and vehicle status here.`,
);
export const VehiclesPage = planned(
  'Vehicles',
  `${transport} will let you manage vehicles and their drivers here.`,
);
