import type { TVehicle } from '@campusflow/contracts';
import { formatDate } from '@campusflow/contracts/format';
import { Badge, Group, Text } from '@mantine/core';
import {
  documentKindLabels,
  expiryColors,
  expiryLabels,
  serviceStatusColors,
  serviceStatusLabels,
} from './vehicle-labels.ts';

export function ServiceStatusBadge({ vehicle }: { vehicle: TVehicle }) {
  return (
    <Badge
      color={serviceStatusColors[vehicle.serviceStatus]}
      variant="light"
      style={{ flexShrink: 0, overflow: 'visible' }}
      miw="max-content"
    >
      {serviceStatusLabels[vehicle.serviceStatus]}
    </Badge>
  );
}

/**
 * The vehicle's papers at a glance: each document and the driver's licence, red when expired,
 * orange when expiring; a quiet line when none is filed.
 */
export function DocumentBadges({ vehicle }: { vehicle: TVehicle }) {
  const papers = [
    ...vehicle.documents.map((d) => ({
      key: d.kind,
      label: documentKindLabels[d.kind],
      state: d.state,
      expiresOn: d.expiresOn,
    })),
    ...(vehicle.licenceState && vehicle.driverLicenceExpiresOn
      ? [
          {
            key: 'licence',
            label: 'Licence',
            state: vehicle.licenceState,
            expiresOn: vehicle.driverLicenceExpiresOn,
          },
        ]
      : []),
  ];
  if (papers.length === 0) {
    return (
      <Text size="xs" c="dimmed">
        No documents
      </Text>
    );
  }
  return (
    <Group gap={4}>
      {papers.map((p) => (
        <Badge
          key={p.key}
          size="sm"
          // White on orange does not read: an expiring paper is a pale badge, an expired one solid red.
          variant={p.state === 'valid' ? 'outline' : p.state === 'expired' ? 'filled' : 'light'}
          color={expiryColors[p.state]}
          title={`${p.label} ${expiryLabels[p.state]}: ${formatDate(p.expiresOn)}`}
        >
          {p.label}
          {p.state === 'valid' ? '' : ` ${expiryLabels[p.state]}`}
        </Badge>
      ))}
    </Group>
  );
}
