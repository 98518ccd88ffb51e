import type { TDepartment, TFaculty, TProgramme, TProgrammeType } from '@campusflow/contracts';
import {
  ZCreateDepartment,
  ZCreateFaculty,
  ZCreateProgramme,
  ZCreateProgrammeType,
} from '@campusflow/contracts/academics';
import { Group, NumberInput, Select, Text, TextInput } from '@mantine/core';
import { ResourcePage } from '@/components/resource/resource-page.tsx';
import type { Column, FormProps } from '@/components/resource/resource-types.ts';
import type { Identified, ResourceApi } from '@/lib/resource-api.ts';
import { zodValidator } from '@/lib/zod-form.ts';
import { academicResources, useOptions } from './academics-api.ts';
import { ImportModal } from './import-modal.tsx';

const nameAndCode = <T extends { name: string; code: string }>(noun: string): Column<T> => ({
  label: noun,
  sort: 'name',
  render: (item) => (
    <>
      <Text size="sm" fw={500}>
        {item.name}
      </Text>
      <Text size="xs" c="dimmed">
        {item.code}
      </Text>
    </>
  ),
});

function FilterSelect<T extends Identified & { name: string }>(props: {
  label: string;
  resource: ResourceApi<T>;
  value: string;
  onChange: (v: string | null) => void;
}) {
  const options = useOptions(props.resource);
  return (
    <Select
      label={props.label}
      placeholder="All"
      data={options}
      value={props.value || null}
      onChange={props.onChange}
      searchable
      clearable
      style={{ flex: '1 1 180px' }}
    />
  );
}

type FacultyValues = { name: string; code: string };

export function FacultiesPage() {
  return (
    <ResourcePage<TFaculty, FacultyValues>
      title="Faculties"
      description="The faculties (or schools) of the institution. Departments belong to a faculty."
      noun="faculty"
      resource={academicResources.faculties}
      columns={[
        nameAndCode('Faculty'),
        { label: 'Departments', render: (f) => f.departmentCount, visibleFrom: 'sm' },
      ]}
      emptyText="No faculties yet. Add the first, then its departments."
      blank={{ name: '', code: '' }}
      fromItem={(f) => ({ name: f.name, code: f.code })}
      toBody={(v) => v}
      validate={zodValidator(ZCreateFaculty)}
      form={({ field }: FormProps<FacultyValues>) => (
        <>
          <TextInput label="Name" placeholder="Faculty of Science" {...field('name')} />
          <TextInput label="Code" placeholder="SCI" maxLength={10} {...field('code')} />
        </>
      )}
    />
  );
}

type DepartmentValues = { name: string; code: string; facultyId: string };

function DepartmentForm({ field }: FormProps<DepartmentValues>) {
  const faculties = useOptions(academicResources.faculties);
  return (
    <>
      <Select label="Faculty" data={faculties} searchable {...field('facultyId')} />
      <TextInput label="Name" placeholder="Computer Science" {...field('name')} />
      <TextInput label="Code" placeholder="CSC" maxLength={10} {...field('code')} />
    </>
  );
}

export function DepartmentsPage() {
  return (
    <ResourcePage<TDepartment, DepartmentValues>
      title="Departments"
      description="Departments offer the programmes and own the courses."
      noun="department"
      resource={academicResources.departments}
      importer={(close) => <ImportModal kind="departments" noun="department" onClose={close} />}
      columns={[
        nameAndCode('Department'),
        { label: 'Faculty', render: (d) => d.facultyName, visibleFrom: 'sm' },
        { label: 'Programmes', render: (d) => d.programmeCount, visibleFrom: 'sm' },
      ]}
      filterKeys={['facultyId']}
      filters={(values, set) => (
        <FilterSelect
          label="Faculty"
          resource={academicResources.faculties}
          value={values.facultyId ?? ''}
          onChange={(facultyId) => set({ facultyId })}
        />
      )}
      emptyText="No departments yet. Add a faculty first, then its departments."
      blank={{ name: '', code: '', facultyId: '' }}
      fromItem={(d) => ({ name: d.name, code: d.code, facultyId: d.facultyId })}
      toBody={(v) => v}
      validate={zodValidator(ZCreateDepartment)}
      form={(props) => <DepartmentForm {...props} />}
    />
  );
}

type TypeValues = { name: string; durationLevels: number | ''; levelStep: number | '' };

export function ProgrammeTypesPage() {
  return (
    <ResourcePage<TProgrammeType, TypeValues>
      title="Programme types"
      description="Kinds of programme: B.Sc., B.A., ND, HND, NCE, PGD, M.Sc., Pre-degree, with how many levels each lasts."
      noun="programme type"
      resource={academicResources.programmeTypes}
      columns={[
        { label: 'Type', sort: 'name', render: (p) => p.name },
        {
          label: 'Levels',
          sort: 'durationLevels',
          render: (p) => `${p.durationLevels} (${p.levelStep}–${p.levelStep * p.durationLevels})`,
        },
        { label: 'Programmes', render: (p) => p.programmeCount, visibleFrom: 'sm' },
      ]}
      emptyText="No programme types yet. Add B.Sc., ND or the types your school offers."
      blank={{ name: '', durationLevels: 4, levelStep: 100 }}
      fromItem={(p) => ({ name: p.name, durationLevels: p.durationLevels, levelStep: p.levelStep })}
      toBody={(v) => v}
      validate={zodValidator(ZCreateProgrammeType)}
      form={({ field }: FormProps<TypeValues>) => (
        <>
          <TextInput label="Name" placeholder="B.Sc." {...field('name')} />
          <Group grow align="flex-start">
            <NumberInput label="Duration in levels" min={1} max={8} {...field('durationLevels')} />
            <NumberInput
              label="Level step"
              description="100 for 100L, 200L…"
              min={1}
              {...field('levelStep')}
            />
          </Group>
        </>
      )}
    />
  );
}

type ProgrammeValues = {
  name: string;
  code: string;
  departmentId: string;
  programmeTypeId: string;
  minUnits: number | '';
  maxUnits: number | '';
};

function ProgrammeForm({ field }: FormProps<ProgrammeValues>) {
  const departments = useOptions(academicResources.departments);
  const types = useOptions(academicResources.programmeTypes);
  return (
    <>
      <Group grow align="flex-start">
        <Select label="Department" data={departments} searchable {...field('departmentId')} />
        <Select label="Programme type" data={types} {...field('programmeTypeId')} />
      </Group>
      <TextInput label="Name" placeholder="Computer Science" {...field('name')} />
      <TextInput label="Code" placeholder="BSCCSC" maxLength={10} {...field('code')} />
      <Group grow align="flex-start">
        <NumberInput label="Minimum units a semester" min={0} max={60} {...field('minUnits')} />
        <NumberInput label="Maximum units a semester" min={0} max={60} {...field('maxUnits')} />
      </Group>
    </>
  );
}

export function ProgrammesPage() {
  return (
    <ResourcePage<TProgramme, ProgrammeValues>
      title="Programmes"
      description="What students apply for and study, with the credit units they register each semester."
      noun="programme"
      resource={academicResources.programmes}
      importer={(close) => <ImportModal kind="programmes" noun="programme" onClose={close} />}
      columns={[
        nameAndCode('Programme'),
        { label: 'Department', render: (p) => p.departmentName, visibleFrom: 'sm' },
        { label: 'Type', render: (p) => p.programmeTypeName, visibleFrom: 'sm' },
        { label: 'Units', render: (p) => `${p.minUnits}–${p.maxUnits}`, visibleFrom: 'sm' },
      ]}
      filterKeys={['departmentId', 'programmeTypeId']}
      filters={(values, set) => (
        <>
          <FilterSelect
            label="Department"
            resource={academicResources.departments}
            value={values.departmentId ?? ''}
            onChange={(departmentId) => set({ departmentId })}
          />
          <FilterSelect
            label="Type"
            resource={academicResources.programmeTypes}
            value={values.programmeTypeId ?? ''}
            onChange={(programmeTypeId) => set({ programmeTypeId })}
          />
        </>
      )}
      emptyText="No programmes yet. Add departments and programme types first."
      blank={{
        name: '',
        code: '',
        departmentId: '',
        programmeTypeId: '',
        minUnits: 15,
        maxUnits: 24,
      }}
      fromItem={(p) => ({
        name: p.name,
        code: p.code,
        departmentId: p.departmentId,
        programmeTypeId: p.programmeTypeId,
        minUnits: p.minUnits,
        maxUnits: p.maxUnits,
      })}
      toBody={(v) => v}
      validate={zodValidator(ZCreateProgramme)}
      form={(props) => <ProgrammeForm {...props} />}
    />
  );
}
