import type { TCourse } from '@campusflow/contracts';
import { courseCategories, ZCreateCourse } from '@campusflow/contracts/courses';
import { formatCount } from '@campusflow/contracts/format';
import { Group, MultiSelect, NumberInput, Select, Text, TextInput } from '@mantine/core';
import { ResourcePage } from '@/components/resource/resource-page.tsx';
import type { FormProps } from '@/components/resource/resource-types.ts';
import { zodValidator } from '@/lib/zod-form.ts';
import { academicResources, useOptions } from './academics-api.ts';
import { ImportModal } from './import-modal.tsx';

type CourseValues = {
  code: string;
  title: string;
  units: number | '';
  level: string;
  semester: string;
  category: string;
  /** Empty: no limit. */
  capacity: number | '';
  departmentId: string;
  prerequisiteIds: string[];
};

const levels = ['100', '200', '300', '400', '500', '600', '700'].map((l) => ({
  value: l,
  label: `${l} level`,
}));
const semesterOptions = [
  { value: '1', label: 'First semester' },
  { value: '2', label: 'Second semester' },
  { value: '3', label: 'Third semester' },
];

const toBody = (v: CourseValues) => ({
  ...v,
  level: v.level === '' ? undefined : Number(v.level),
  semester: v.semester === '' ? undefined : Number(v.semester),
  capacity: v.capacity === '' ? null : v.capacity,
});

function CourseForm({ field }: FormProps<CourseValues>) {
  const departments = useOptions(academicResources.departments);
  const courses = useOptions(academicResources.courses, (c) => c.code, 'code');
  return (
    <>
      <Select label="Department" data={departments} searchable {...field('departmentId')} />
      <Group grow align="flex-start">
        <TextInput label="Code" placeholder="CSC 201" {...field('code')} />
        <NumberInput label="Credit units" min={0} max={15} {...field('units')} />
      </Group>
      <TextInput label="Title" placeholder="Computer Programming I" {...field('title')} />
      <Group grow align="flex-start">
        <Select label="Level" data={levels} {...field('level')} />
        <Select label="Semester" data={semesterOptions} {...field('semester')} />
        <Select
          label="Category"
          data={courseCategories.map((c) => ({ value: c, label: c }))}
          {...field('category')}
        />
      </Group>
      <NumberInput
        label="Capacity (seats)"
        description="Seats in each semester's class. Leave it empty for no limit."
        min={0}
        max={100_000}
        allowDecimal={false}
        {...field('capacity')}
      />
      <MultiSelect
        label="Prerequisites (optional)"
        data={courses}
        searchable
        {...field('prerequisiteIds')}
      />
    </>
  );
}

/** The school's course catalogue. */
export function CoursesTab() {
  return (
    <ResourcePage<TCourse, CourseValues>
      title="Courses"
      description="Every course the school teaches. Add them here, then put them in each programme’s curriculum."
      noun="course"
      resource={academicResources.courses}
      exportable
      importer={(close) => <ImportModal kind="courses" noun="course" onClose={close} />}
      columns={[
        {
          label: 'Course',
          sort: 'code',
          render: (c) => (
            <>
              <Text size="sm" fw={500}>
                {c.code}
              </Text>
              <Text size="xs" c="dimmed">
                {c.title}
              </Text>
            </>
          ),
        },
        { label: 'Units', sort: 'units', render: (c) => c.units },
        {
          label: 'Level',
          sort: 'level',
          render: (c) => `${c.level}L · sem ${c.semester}`,
          visibleFrom: 'sm',
        },
        { label: 'Department', render: (c) => c.departmentName, visibleFrom: 'sm' },
        {
          label: 'Seats',
          render: (c) => (c.capacity === null ? 'No limit' : formatCount(c.capacity)),
          visibleFrom: 'sm',
        },
        {
          label: 'Prerequisites',
          render: (c) => c.prerequisites.map((p) => p.code).join(', ') || '—',
          visibleFrom: 'sm',
        },
      ]}
      emptyText="No courses yet. Add the courses your departments teach."
      blank={{
        code: '',
        title: '',
        units: 3,
        level: '100',
        semester: '1',
        category: 'core',
        capacity: '',
        departmentId: '',
        prerequisiteIds: [],
      }}
      fromItem={(c) => ({
        code: c.code,
        title: c.title,
        units: c.units,
        level: String(c.level),
        semester: String(c.semester),
        category: c.category,
        capacity: c.capacity ?? '',
        departmentId: c.departmentId,
        prerequisiteIds: c.prerequisites.map((p) => p.id),
      })}
      toBody={toBody}
      validate={(v) => zodValidator(ZCreateCourse)(toBody(v))}
      form={(props) => <CourseForm {...props} />}
    />
  );
}
