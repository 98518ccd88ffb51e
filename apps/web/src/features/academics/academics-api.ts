import type {
  TAcademicsOverview,
  TAcademicYear,
  TCourse,
  TDepartment,
  TFaculty,
  TImportKind,
  TImportResult,
  TProgramme,
  TProgrammeType,
  TRegistrationPeriod,
  TSchoolSettings,
  TSchoolSettingsView,
  TSemester,
  TSession,
} from '@campusflow/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { downloadFromApi } from '@/lib/download.ts';
import { queryRoots } from '@/lib/query-keys.ts';
import { type Identified, type ResourceApi, resourceApi } from '@/lib/resource-api.ts';

// The academic structure, calendar and school settings (apps/api/src/modules/academics/
// structure.routes.ts, calendar.routes.ts, courses.routes.ts, settings). Every key starts with
// academicsKeys.all: a change to one record refreshes the lists that count or name it.

const base = '/api/v1/academics';

export const academicsKeys = {
  all: [queryRoots.academics] as const,
  overview: () => [...academicsKeys.all, 'overview'] as const,
  settings: () => [...academicsKeys.all, 'settings'] as const,
};

/** The school records kept on the generic CRUD, each with its list, options and changes. */
export const academicResources = {
  faculties: resourceApi<TFaculty>(academicsKeys.all, `${base}/faculties`),
  departments: resourceApi<TDepartment>(academicsKeys.all, `${base}/departments`),
  programmeTypes: resourceApi<TProgrammeType>(academicsKeys.all, `${base}/programme-types`),
  programmes: resourceApi<TProgramme>(academicsKeys.all, `${base}/programmes`),
  courses: resourceApi<TCourse>(academicsKeys.all, `${base}/courses`),
  academicYears: resourceApi<TAcademicYear>(academicsKeys.all, `${base}/academic-years`),
  sessions: resourceApi<TSession>(academicsKeys.all, `${base}/sessions`),
  semesters: resourceApi<TSemester>(academicsKeys.all, `${base}/semesters`),
  registrationPeriods: resourceApi<TRegistrationPeriod>(
    academicsKeys.all,
    `${base}/registration-periods`,
  ),
};

/** Active records of a resource as select options, by name unless `label` says otherwise. */
export function useOptions<T extends Identified & { name?: string }>(
  resource: ResourceApi<T>,
  label: (item: T) => string = (item) => String(item.name),
  labelName = 'name',
) {
  return useQuery(resource.options(label, labelName)).data ?? [];
}

/** Counts and the current session, for the head of school's home page. */
export const overviewQuery = () =>
  queryOptions({
    queryKey: academicsKeys.overview(),
    queryFn: ({ signal }) => api<TAcademicsOverview>(`${base}/overview`, { signal }),
  });

export const settingsQuery = () =>
  queryOptions({
    queryKey: academicsKeys.settings(),
    queryFn: ({ signal }) => api<TSchoolSettingsView>(`${base}/settings`, { signal }),
  });

/** Reads everything of the academics area again (after an import or a change). */
export function useRefreshAcademics() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: academicsKeys.all });
}

/** Keeps the settings the server answered with, so the page shows what was stored. */
export function useSettingsSaved() {
  const client = useQueryClient();
  return (saved: TSchoolSettingsView) => client.setQueryData(academicsKeys.settings(), saved);
}

export const academicsApi = {
  makeCurrent: (session: Pick<TSession, 'id'>) =>
    api<TSession>(`${base}/sessions/${session.id}/current`, { method: 'POST', body: {} }),
  saveSettings: (settings: TSchoolSettings) =>
    api<TSchoolSettingsView>(`${base}/settings`, { method: 'PUT', body: settings }),
  /** Checks every row of a file (`dryRun`), or imports them all at once. */
  importFile: (kind: TImportKind, file: File, dryRun: boolean) => {
    const form = new FormData();
    form.append('file', file);
    return api<TImportResult>(`${base}/import/${kind}?dryRun=${dryRun}`, {
      method: 'POST',
      body: form,
    });
  },
  downloadImportTemplate: (kind: TImportKind) =>
    downloadFromApi(`${base}/import/${kind}/template.csv`, `${kind}-template.csv`),
};
