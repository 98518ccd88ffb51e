import type {
  TVehicleDocumentKind,
  TVehicleExpiryState,
  TVehicleServiceStatus,
  TVehicleType,
} from '@campusflow/contracts';

export const vehicleTypeLabels: Record<TVehicleType, string> = {
  bus: 'Bus',
  minibus: 'Minibus',
  coaster: 'Coaster',
  van: 'Van',
  car: 'Car',
};

export const serviceStatusLabels: Record<TVehicleServiceStatus, string> = {
  active: 'Active',
  under_repair: 'Under repair',
  retired: 'Retired',
};

export const serviceStatusColors: Record<TVehicleServiceStatus, string> = {
  active: 'green',
  under_repair: 'yellow',
  retired: 'gray',
};

export const documentKindLabels: Record<TVehicleDocumentKind, string> = {
  insurance: 'Insurance',
  roadworthiness: 'Roadworthiness',
  other: 'Other',
};

export const expiryLabels: Record<TVehicleExpiryState, string> = {
  valid: 'valid',
  expiring: 'expiring',
  expired: 'expired',
};

export const expiryColors: Record<TVehicleExpiryState, string> = {
  valid: 'green',
  expiring: 'orange',
  expired: 'red',
};

export const options = <K extends string>(labels: Record<K, string>) =>
  (Object.entries(labels) as [K, string][]).map(([value, label]) => ({ value, label }));
