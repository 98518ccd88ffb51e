import type { TVehicle, TVehicleServiceStatus, TVehicleType } from '@campusflow/contracts';
import { formatCount } from '@campusflow/contracts/format';
import { ZCreateVehicle } from '@campusflow/contracts/transport-vehicles';
import { Group, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { ResourcePage } from '@/components/resource/resource-page.tsx';
import type { FormProps } from '@/components/resource/resource-types.ts';
import { zodValidator } from '@/lib/zod-form.ts';
import { DocumentBadges, ServiceStatusBadge } from './vehicle-badges.tsx';
import { VehicleDocumentsDialog } from './vehicle-documents-dialog.tsx';
import { options, serviceStatusLabels, vehicleTypeLabels } from './vehicle-labels.ts';
import { useRetireVehicle, vehicleResource } from './vehicles-api.ts';

type VehicleValues = {
  plateNumber: string;
  type: TVehicleType;
  make: string;
  model: string;
  seatCapacity: number | '';
  serviceStatus: TVehicleServiceStatus;
  driverName: string;
  driverPhone: string;
  driverLicenceNumber: string;
  driverLicenceExpiresOn: string;
};

const blank: VehicleValues = {
  plateNumber: '',
  type: 'bus',
  make: '',
  model: '',
  seatCapacity: '',
  serviceStatus: 'active',
  driverName: '',
  driverPhone: '',
  driverLicenceNumber: '',
  driverLicenceExpiresOn: '',
};

const fromItem = (v: TVehicle): VehicleValues => ({
  plateNumber: v.plateNumber,
  type: v.type,
  make: v.make,
  model: v.model,
  seatCapacity: v.seatCapacity,
  serviceStatus: v.serviceStatus,
  driverName: v.driverName ?? '',
  driverPhone: v.driverPhone ?? '',
  driverLicenceNumber: v.driverLicenceNumber ?? '',
  driverLicenceExpiresOn: v.driverLicenceExpiresOn ?? '',
});

function VehicleForm({ field }: FormProps<VehicleValues>) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput label="Plate number" placeholder="KJA-123AB" {...field('plateNumber')} />
        <Select
          label="Type"
          data={options(vehicleTypeLabels)}
          allowDeselect={false}
          {...field('type')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput label="Make" placeholder="Toyota" {...field('make')} />
        <TextInput label="Model" placeholder="Coaster" {...field('model')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <NumberInput
          label="Seats"
          min={1}
          max={120}
          allowDecimal={false}
          {...field('seatCapacity')}
        />
        <Select
          label="Service status"
          data={options(serviceStatusLabels)}
          allowDeselect={false}
          {...field('serviceStatus')}
        />
      </SimpleGrid>
      <Text size="sm" fw={600} mt="xs">
        Driver
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput label="Name" placeholder="Musa Bello" {...field('driverName')} />
        <TextInput label="Phone" placeholder="08031234567" {...field('driverPhone')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput label="Licence number" {...field('driverLicenceNumber')} />
        <TextInput label="Licence expires on" type="date" {...field('driverLicenceExpiresOn')} />
      </SimpleGrid>
    </>
  );
}

/** The first cell: the plate, and on a phone everything else the table's columns show. */
function PlateCell({ vehicle }: { vehicle: TVehicle }) {
  return (
    <Stack gap={4} align="flex-start">
      <Text fw={600} size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
        {vehicle.plateNumber}
      </Text>
      <Stack gap={4} hiddenFrom="sm">
        <Text size="xs" c="dimmed">
          {vehicleTypeLabels[vehicle.type]} · {vehicle.make} {vehicle.model} ·{' '}
          {formatCount(vehicle.seatCapacity)} seats
        </Text>
        <Text size="xs">{vehicle.driverName ?? 'No driver'}</Text>
        <Group gap={4}>
          <ServiceStatusBadge vehicle={vehicle} />
        </Group>
        <DocumentBadges vehicle={vehicle} />
      </Stack>
    </Stack>
  );
}

/** The fleet: vehicles, their drivers and documents (the transport admin). */
export function VehiclesPage() {
  const [documentsOf, setDocumentsOf] = useState<TVehicle | null>(null);
  const [retiring, setRetiring] = useState<TVehicle | null>(null);
  const retire = useRetireVehicle(() => setRetiring(null));
  return (
    <>
      <ResourcePage<TVehicle, VehicleValues>
        title="Vehicles"
        description="The school's fleet, its drivers and their papers. Insurance, roadworthiness and licences show orange when they expire within 30 days and red once expired."
        noun="vehicle"
        addLabel="Add vehicle"
        resource={vehicleResource}
        searchPlaceholder="Plate, make, model or driver"
        columns={[
          { label: 'Plate', sort: 'name', render: (v) => <PlateCell vehicle={v} /> },
          {
            label: 'Type',
            sort: 'type',
            render: (v) => vehicleTypeLabels[v.type],
            visibleFrom: 'sm',
          },
          {
            label: 'Make and model',
            sort: 'make',
            render: (v) => `${v.make} ${v.model}`,
            visibleFrom: 'sm',
          },
          {
            label: 'Seats',
            sort: 'seats',
            render: (v) => formatCount(v.seatCapacity),
            visibleFrom: 'sm',
            align: 'right',
          },
          {
            label: 'Service',
            sort: 'serviceStatus',
            render: (v) => <ServiceStatusBadge vehicle={v} />,
            visibleFrom: 'sm',
          },
          {
            label: 'Driver',
            render: (v) => (
              <Stack gap={0}>
                <Text size="sm">{v.driverName ?? '—'}</Text>
                {v.driverPhone ? (
                  <Text size="xs" c="dimmed">
                    {v.driverPhone}
                  </Text>
                ) : null}
              </Stack>
            ),
            visibleFrom: 'md',
          },
          {
            label: 'Documents',
            render: (v) => <DocumentBadges vehicle={v} />,
            visibleFrom: 'sm',
          },
        ]}
        filterKeys={['serviceStatus']}
        filters={(values, set) => (
          <Select
            label="Service"
            placeholder="All"
            data={options(serviceStatusLabels)}
            value={values.serviceStatus || null}
            onChange={(serviceStatus) => set({ serviceStatus })}
            clearable
            style={{ flex: '1 1 140px' }}
          />
        )}
        rowActions={(v) => [
          { label: 'Documents', run: async () => setDocumentsOf(v) },
          ...(v.serviceStatus === 'retired'
            ? []
            : [{ label: 'Retire', run: async () => setRetiring(v) }]),
        ]}
        emptyText={(values) =>
          values.serviceStatus
            ? 'No vehicle has this service status.'
            : 'No vehicles yet. Add the school’s buses, then file their insurance and roadworthiness.'
        }
        deleteNote="A vehicle that runs route trips or has documents on file cannot be deleted."
        blank={blank}
        fromItem={fromItem}
        toBody={(v) => v}
        validate={zodValidator(ZCreateVehicle)}
        form={(p) => <VehicleForm {...p} />}
        editTitle={(v) => `Edit ${v.plateNumber}`}
      />
      {documentsOf ? (
        <VehicleDocumentsDialog vehicle={documentsOf} onClose={() => setDocumentsOf(null)} />
      ) : null}
      <ConfirmDialog
        opened={!!retiring}
        title={`Retire ${retiring?.plateNumber}?`}
        confirmLabel="Retire"
        danger
        busy={retire.isPending}
        onConfirm={() => retiring && retire.mutate(retiring)}
        onClose={() => setRetiring(null)}
      >
        A retired vehicle takes no trips. A vehicle that runs route trips cannot be retired until
        other vehicles take its trips. You can set it active again by editing it.
      </ConfirmDialog>
    </>
  );
}
