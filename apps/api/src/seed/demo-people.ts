import { roleKeys, type TRoleKey } from '@campusflow/contracts';
import { eq } from 'drizzle-orm';
import { userRoles, users } from '@/modules/identity/identity.tables.ts';
import { hashPassword, sha256Hex } from '@/platform/auth/passwords.ts';
import type { Tx } from '@/platform/db/transaction.ts';
import { storeFile } from '@/platform/files/files.service.ts';
import { silhouettePng } from '@/platform/files/png.ts';
import type { ServiceContext } from '@/platform/service-context.ts';

export const DEMO_PASSWORD = 'Demo-pass-2025';
export const DEMO_EMAIL_DOMAIN = 'demo.campusflow.test';

const roleHolders: Record<TRoleKey, { name: string; gender: 'male' | 'female' }> = {
  appadmin: { name: 'Tunde Bakare', gender: 'male' },
  admin: { name: 'Ngozi Eze', gender: 'female' },
  hos: { name: 'Prof. Adaeze Okafor', gender: 'female' },
  hod: { name: 'Dr. Ibrahim Musa', gender: 'male' },
  examOfficer: { name: 'Dr. Funmilayo Adeyemi', gender: 'female' },
  admissionOfficer: { name: 'Chinedu Nwosu', gender: 'male' },
  teacher: { name: 'Dr. Kemi Ogunleye', gender: 'female' },
  student: { name: 'Emeka Obi', gender: 'male' },
  accountant: { name: 'Halima Bello', gender: 'female' },
  bursar: { name: 'Olumide Adebayo', gender: 'male' },
  hostelAdmin: { name: 'Aisha Suleiman', gender: 'female' },
  transportAdmin: { name: 'Segun Afolabi', gender: 'male' },
  manager: { name: 'Chief Okonkwo Uche', gender: 'male' },
  screening: { name: 'Blessing Akpan', gender: 'female' },
};

const preRegisteredNames = [
  'Chiamaka Nnadi',
  'Yusuf Abdullahi',
  'Tolulope Ajayi',
  'Ifeanyi Okeke',
  'Zainab Lawal',
  'Oluwaseun Balogun',
  'Nneka Chukwu',
  'Abubakar Sani',
  'Temitope Oladipo',
  'Efe Omoregie',
];

export type DemoPeople = {
  byRole: Partial<Record<TRoleKey, string>>;
  preRegistered: string[];
  /** `multi@`: head of school and lecturer. */
  multi: string;
  passwordHash: string;
};

/** The demo school's people: one account per role, a multi-role user, ten pre-registered students. */
export async function seedDemoPeople(
  ctx: ServiceContext,
  tx: Tx,
  schoolId: string,
): Promise<DemoPeople> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const byRole: Partial<Record<TRoleKey, string>> = {};
  for (const role of roleKeys) {
    const holder = roleHolders[role];
    const inSchool = role === 'appadmin' ? null : schoolId;
    const [user] = await tx
      .insert(users)
      .values({
        schoolId: inSchool,
        name: holder.name,
        gender: holder.gender,
        email: `${role.toLowerCase()}@${DEMO_EMAIL_DOMAIN}`,
        passwordHash,
        authAccountCreated: true,
        emailVerified: true,
      })
      .returning({ id: users.id });
    if (!user) throw new Error('demo user insert failed');
    byRole[role] = user.id;
    await tx.insert(userRoles).values({ userId: user.id, role, schoolId: inSchool });
    if (role === 'student') {
      // The demo student has a photo so that the student pages open at once; students who
      // register or set up their account are asked for one first.
      const photo = await storeFile(ctx, tx, {
        schoolId,
        ownerUserId: user.id,
        purpose: 'passport',
        bytes: silhouettePng(240, [40, 90, 150]),
        contentType: 'image/png',
        originalName: 'passport.png',
      });
      await tx.update(users).set({ passportFileId: photo.id }).where(eq(users.id, user.id));
    }
  }

  const [multi] = await tx
    .insert(users)
    .values({
      schoolId,
      name: 'Dr. Bola Ahmed',
      gender: 'male',
      email: `multi@${DEMO_EMAIL_DOMAIN}`,
      passwordHash,
      authAccountCreated: true,
      emailVerified: true,
    })
    .returning({ id: users.id });
  if (!multi) throw new Error('demo user insert failed');
  await tx.insert(userRoles).values([
    { userId: multi.id, role: 'hos', schoolId },
    { userId: multi.id, role: 'teacher', schoolId },
  ]);

  const students = preRegisteredNames.map((name, index) => {
    const n = String(index + 1).padStart(4, '0');
    return {
      schoolId,
      name,
      userOrgId: `DEMO/2025/${n}`,
      jambNo: `2025${n}AB`,
      phone: `080300${n.padStart(5, '0')}`,
      legacyPasswordSha256: sha256Hex(`first-${n}`),
      authAccountCreated: false,
    };
  });
  const created = await tx.insert(users).values(students).returning({ id: users.id });
  await tx
    .insert(userRoles)
    .values(created.map((u) => ({ userId: u.id, role: 'student', schoolId })));
  return { byRole, preRegistered: created.map((u) => u.id), multi: multi.id, passwordHash };
}
