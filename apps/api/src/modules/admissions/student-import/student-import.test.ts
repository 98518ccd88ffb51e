import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { academicSessions, academicYears } from '@/modules/academics/calendar.tables.ts';
import { enrollments } from '@/modules/academics/enrollments.tables.ts';
import {
  departments,
  faculties,
  programmes,
  programmeTypes,
} from '@/modules/academics/structure.tables.ts';
import { userRoles, users } from '@/modules/identity/identity.tables.ts';
import { auditLog } from '@/platform/audit/audit.tables.ts';
import { sha256Hex } from '@/platform/auth/passwords.ts';
import { clientFor, createSchool, createUser, uniqueTag } from '@/test/fixtures.ts';
import { multipartBody } from '@/test/multipart.ts';
import type { TestApp } from '@/test/test-app.ts';
import { useTestApp } from '@/test/use-test-app.ts';

const t = useTestApp();
let appadmin: Awaited<ReturnType<typeof clientFor>>;
let appadminId: string;
let schoolId: string;
const programmeIds: Record<string, string> = {};
const tag = uniqueTag();
const url = '/api/v1/admissions/students/import';
const header = 'Matric number,JAMB number,Phone,Name,E-mail,Programme,Level,Initial password';

async function createStructure(db: TestApp['database']['db']) {
  const [faculty] = await db
    .insert(faculties)
    .values({ schoolId, name: 'Faculty of Science', code: 'SCI' })
    .returning();
  const depts = await db
    .insert(departments)
    .values([
      { schoolId, facultyId: faculty?.id ?? '', name: 'Computer Science', code: 'CSC' },
      { schoolId, facultyId: faculty?.id ?? '', name: 'Mathematics', code: 'MTH' },
      { schoolId, facultyId: faculty?.id ?? '', name: 'Science Education', code: 'SED' },
    ])
    .returning();
  const [bsc, nd] = await db
    .insert(programmeTypes)
    .values([
      { schoolId, name: 'B.Sc.', durationLevels: 4 },
      { schoolId, name: 'ND', durationLevels: 2 },
    ])
    .returning();
  const dept = (code: string) => depts.find((d) => d.code === code)?.id ?? '';
  const created = await db
    .insert(programmes)
    .values([
      {
        schoolId,
        departmentId: dept('CSC'),
        programmeTypeId: bsc?.id ?? '',
        name: 'Computer Science',
        code: 'BSCCSC',
      },
      {
        schoolId,
        departmentId: dept('CSC'),
        programmeTypeId: nd?.id ?? '',
        name: 'Computer Technology',
        code: 'NDCT',
      },
      // Two programmes called Mathematics: the name alone is ambiguous.
      {
        schoolId,
        departmentId: dept('MTH'),
        programmeTypeId: bsc?.id ?? '',
        name: 'Mathematics',
        code: 'BSCMTH',
      },
      {
        schoolId,
        departmentId: dept('SED'),
        programmeTypeId: bsc?.id ?? '',
        name: 'Mathematics',
        code: 'BEDMTH',
      },
    ])
    .returning();
  for (const p of created) programmeIds[p.code] = p.id;
  // The current session is 2025/2026: a 300 level student entered in 2023.
  const [year] = await db
    .insert(academicYears)
    .values({ schoolId, startYear: 2025, label: '2025/2026' })
    .returning();
  await db.insert(academicSessions).values({
    schoolId,
    academicYearId: year?.id ?? '',
    name: `2025/2026 ${tag}`,
    isCurrent: true,
  });
}

beforeAll(async () => {
  schoolId = (await createSchool(t.database.db)).id;
  const admin = await createUser(t.database.db, { schoolId: null, roles: ['appadmin'] });
  appadminId = admin.id;
  appadmin = await clientFor(t.app, admin.email ?? '');
  await createStructure(t.database.db);
});

const csv = (lines: string[]) => ({
  bytes: Buffer.from(lines.join('\r\n')),
  filename: 'students.csv',
  contentType: 'text/csv',
});
type File = ReturnType<typeof csv>;
const upload = (file: File, dryRun: boolean, client = appadmin, school = schoolId) =>
  client({
    method: 'POST',
    url: `${url}?schoolId=${school}&dryRun=${dryRun}`,
    ...multipartBody(file),
  });

const matric = (n: number) => `${tag}/2025/${String(n).padStart(4, '0')}`;
const jamb = (n: number) => `${tag}${String(n).padStart(4, '0')}`;

async function usersWithMatric(list: string[]) {
  return t.database.db
    .select()
    .from(users)
    .where(and(eq(users.schoolId, schoolId), inArray(users.userOrgId, list)));
}

describe('bulk upload of admitted students', () => {
  it('a dry run lists every bad row by line and column and writes nothing', async () => {
    await createUser(t.database.db, {
      schoolId,
      roles: ['student'],
      userOrgId: matric(99),
      legacyPassword: 'whatever',
    });
    const file = csv([
      header,
      `${matric(1)},${jamb(1)},08031230001,Ada Obi,ada.${tag}@example.test,BSCCSC,100,first-0001`,
      `${matric(2)},${jamb(2)},08031230002,,,BSCCSC,100,first-0002`,
      `${matric(3)},${jamb(3)},08031230003,Bola Ade,,BSCXYZ,100,first-0003`,
      `${matric(4)},${jamb(4)},08031230004,Chi Eze,,bsccsc,500,first-0004`,
      `${matric(5)},${jamb(5)},12345,Dayo Ola,,Computer Science,200,first-0005`,
      `${matric(6)},${jamb(6)},08031230006,Efe Ugo,not-an-address,NDCT,200,first-0006`,
      `${matric(1)},${jamb(7)},08031230007,Femi Ali,,BSCCSC,100,first-0007`,
      `${matric(8)},${jamb(1).toLowerCase()},08031230008,Gozie Nwa,ADA.${tag}@EXAMPLE.TEST,BSCCSC,100,first-0008`,
      `${matric(9)},${jamb(9)},08031230009,Hauwa Sani,,BSCCSC,100,abc`,
      `${matric(99).toLowerCase()},${jamb(10)},08031230010,Ife Ayo,,BSCCSC,100,first-0010`,
      `${matric(11)},${jamb(11)},08031230011,Jide Oke,,Mathematics,abc,first-0011`,
      `${matric(12)},${jamb(12)},08031230012,Kemi Ola,,NDCT,300,first-0012`,
    ]);
    const res = await upload(file, true);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      kind: 'students',
      dryRun: true,
      rows: 12,
      valid: 1,
      imported: 0,
    });
    expect(res.json().problems).toEqual([
      { line: 3, column: 'Name', reason: 'This column is empty.' },
      {
        line: 4,
        column: 'Programme',
        reason: 'No programme of this school has the code or name “BSCXYZ”.',
      },
      { line: 5, column: 'Level', reason: 'BSCCSC has no level 500: choose 100, 200, 300 or 400.' },
      {
        line: 6,
        column: 'Phone',
        reason: 'Enter a Nigerian mobile number, e.g. 08031234567.',
      },
      { line: 7, column: 'E-mail', reason: 'Enter a valid e-mail address.' },
      {
        line: 8,
        column: 'Matric number',
        reason: 'Line 2 of this file has the same matric number.',
      },
      { line: 9, column: 'JAMB number', reason: 'Line 2 of this file has the same JAMB number.' },
      { line: 9, column: 'E-mail', reason: 'Line 2 of this file has the same e-mail address.' },
      {
        line: 10,
        column: 'Initial password',
        reason: 'The initial password must have at least 6 characters.',
      },
      {
        line: 11,
        column: 'Matric number',
        reason: 'Someone in this school already has this matric number.',
      },
      {
        line: 12,
        column: 'Programme',
        reason: 'More than one programme is called “Mathematics”: use its code.',
      },
      { line: 12, column: 'Level', reason: 'Enter the level as a number, e.g. 100.' },
      { line: 13, column: 'Level', reason: 'NDCT has no level 300: choose 100 or 200.' },
    ]);
    // Nothing is written while any row is wrong, even without dryRun.
    const real = await upload(file, false);
    expect(real.json()).toMatchObject({ dryRun: false, imported: 0, valid: 1 });
    expect(await usersWithMatric([matric(1), matric(2), matric(12)])).toEqual([]);
  });

  it('names a missing column and offers a template', async () => {
    const res = await upload(csv(['Matric number,Name,Phone', `${matric(50)},Ada Obi,0803`]), true);
    expect(res.json().problems.map((p: { column: string }) => p.column)).toEqual([
      'JAMB number',
      'Programme',
      'Level',
      'Initial password',
    ]);
    expect(res.json().problems[0]).toEqual({
      line: 1,
      column: 'JAMB number',
      reason: 'This column is missing from the header row.',
    });
    const template = await appadmin('/api/v1/admissions/students/import/template.csv');
    expect(template.statusCode).toBe(200);
    expect(template.headers['content-type']).toContain('text/csv');
    const [head, example] = template.body.split('\r\n');
    expect(head).toBe(
      '\uFEFFMatric number,JAMB number,Phone,Name,E-mail,Programme,Level,Initial password',
    );
    expect(example?.split(',')).toHaveLength(8);
  });

  const clean = csv([
    // The spec's field names are accepted as headers too.
    'userOrgID,jambNo,phone,name,email,programme,level,password',
    `${matric(21)},${jamb(21)},+234 803 123 0021,Ngozi Okeke,Ngozi.${tag}@Example.test,BSCCSC,100,first-0021`,
    `${matric(22)},${jamb(22)},08031230022,Tunde Bello,,Computer Science,300 level,first-0022`,
    `${matric(23)},${jamb(23)},08031230023,Musa Garba,,ndct,200,first-0023`,
  ]);

  it('a clean file creates users, student roles and enrollments in one go, and is audited', async () => {
    const dry = await upload(clean, true);
    expect(dry.json()).toMatchObject({ rows: 3, valid: 3, imported: 0, problems: [] });
    expect(await usersWithMatric([matric(21)])).toEqual([]);

    const res = await upload(clean, false);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ dryRun: false, rows: 3, valid: 3, imported: 3 });

    const created = await usersWithMatric([matric(21), matric(22), matric(23)]);
    expect(created).toHaveLength(3);
    const ngozi = created.find((u) => u.userOrgId === matric(21));
    expect(ngozi).toMatchObject({
      name: 'Ngozi Okeke',
      email: `ngozi.${tag.toLowerCase()}@example.test`,
      phone: '08031230021',
      jambNo: jamb(21),
      status: 'active',
      passwordHash: null,
      legacyPasswordSha256: sha256Hex('first-0021'),
      authAccountCreated: false,
      emailVerified: false,
      regBy: appadminId,
    });
    expect(ngozi?.legacyPasswordSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(created.find((u) => u.userOrgId === matric(22))?.email).toBeNull();

    const ids = created.map((u) => u.id);
    const roles = await t.database.db
      .select()
      .from(userRoles)
      .where(inArray(userRoles.userId, ids));
    expect(roles).toHaveLength(3);
    expect(roles.every((r) => r.role === 'student' && r.schoolId === schoolId)).toBe(true);

    const enrolled = await t.database.db
      .select()
      .from(enrollments)
      .where(inArray(enrollments.studentId, ids));
    const byMatric = (n: number) =>
      enrolled.find((e) => e.studentId === created.find((u) => u.userOrgId === matric(n))?.id);
    expect(byMatric(21)).toMatchObject({
      schoolId,
      programmeId: programmeIds.BSCCSC,
      currentLevel: 100,
      entryYear: 2025,
      stage: 'enrolled',
      applicationPayment: 'pending',
    });
    expect(byMatric(22)).toMatchObject({ currentLevel: 300, entryYear: 2023 });
    expect(byMatric(23)).toMatchObject({
      programmeId: programmeIds.NDCT,
      currentLevel: 200,
      entryYear: 2024,
    });

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.schoolId, schoolId), eq(auditLog.action, 'students.import')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorUserId: appadminId, after: { rows: 3 } });
  });

  it('the same file again reports every student as already in the school', async () => {
    const res = await upload(clean, true);
    expect(res.json()).toMatchObject({ valid: 0, imported: 0 });
    const problems = res.json().problems as { line: number; column: string; reason: string }[];
    expect(problems.filter((p) => p.line === 2)).toEqual([
      {
        line: 2,
        column: 'Matric number',
        reason: 'Someone in this school already has this matric number.',
      },
      {
        line: 2,
        column: 'JAMB number',
        reason: 'Someone in this school already has this JAMB number.',
      },
      {
        line: 2,
        column: 'E-mail',
        reason: 'Someone in this school already has this e-mail address.',
      },
    ]);
    expect(new Set(problems.map((p) => p.line))).toEqual(new Set([2, 3, 4]));
  });

  it('an imported student signs in with the matric number and is sent to account setup', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { identifier: matric(22), password: 'first-0022' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'account_setup',
      next: '/account-setup',
      name: 'Tunde Bello',
    });
    expect(res.headers['set-cookie']).toBeUndefined();
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { identifier: matric(22), password: 'first-0021' },
    });
    expect(wrong.json().code).toBe('incorrect_password');
  });

  it('reads XLSX, where numbers are numbers', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Students').addRows([
      header.split(','),
      // Excel keeps a phone typed as a number without its leading 0.
      [matric(31), jamb(31), 8031230031, 'Zainab Musa', '', 'BSCMTH', 200, 'first-0031'],
      [matric(32), jamb(32), '08031230032', 'Yemi Ade', '', 'BEDMTH', 900, 'first-0032'],
    ]);
    const file = {
      bytes: Buffer.from(await workbook.xlsx.writeBuffer()),
      filename: 'students.xlsx',
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    };
    const dry = (await upload(file, true)).json();
    expect(dry.problems).toEqual([
      { line: 3, column: 'Level', reason: 'BEDMTH has no level 900: choose 100, 200, 300 or 400.' },
    ]);
    const fixed = new ExcelJS.Workbook();
    fixed
      .addWorksheet('S')
      .addRows([
        header.split(','),
        [matric(31), jamb(31), 8031230031, 'Zainab Musa', '', 'BSCMTH', 200, 'first-0031'],
      ]);
    const ok = await upload({ ...file, bytes: Buffer.from(await fixed.xlsx.writeBuffer()) }, false);
    expect(ok.json()).toMatchObject({ imported: 1 });
    const [zainab] = await usersWithMatric([matric(31)]);
    expect(zainab?.phone).toBe('08031230031');
  });

  it('is for app admins only, for a school that exists', async () => {
    const file = csv([
      header,
      `${matric(41)},${jamb(41)},08031230041,Ada Obi,,BSCCSC,100,first-41`,
    ]);
    for (const role of ['admin', 'admissionOfficer', 'hos'] as const) {
      const user = await createUser(t.database.db, { schoolId, roles: [role] });
      const client = await clientFor(t.app, user.email ?? '');
      const res = await upload(file, true, client);
      expect(res.statusCode, role).toBe(403);
      const template = await client('/api/v1/admissions/students/import/template.csv');
      expect(template.statusCode, role).toBe(403);
    }
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `${url}?schoolId=${schoolId}&dryRun=true`,
      ...multipartBody(file),
    });
    expect(anonymous.statusCode).toBe(401);
    const missing = await upload(file, true, appadmin, randomUUID());
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('school_not_found');
    const noSchool = await appadmin({
      method: 'POST',
      url: `${url}?dryRun=true`,
      ...multipartBody(file),
    });
    expect(noSchool.statusCode).toBe(400);
    expect(await usersWithMatric([matric(41)])).toEqual([]);
  });
});
