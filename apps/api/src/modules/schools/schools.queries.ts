// What other modules may use of schools, besides its tables (schools.tables.ts).

/** The address of a school's logo; the version makes a new logo bypass caches. */
export function schoolLogoUrl(schoolId: string, logoFileId: string | null): string | null {
  return logoFileId ? `/api/v1/schools/${schoolId}/logo?v=${logoFileId}` : null;
}
