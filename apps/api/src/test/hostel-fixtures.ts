import { eq } from 'drizzle-orm';
import { enrollments } from '@/modules/academics/enrollments.tables.ts';
import {
  bedSpaces,
  hostelBlocks,
  hostelPrices,
  hostelRooms,
  hostelRules,
  hostels,
} from '@/modules/hostels/hostels.tables.ts';
import { users } from '@/modules/identity/identity.tables.ts';
import { fees } from '@/modules/payments/fees.tables.ts';
import type { Db } from '@/platform/db/database.ts';
import { createUser, uniqueTag } from './fixtures.ts';
import { paymentSchool } from './payment-fixtures.ts';

const HOUR = 60 * 60 * 1000;

function one<T>(row: T | undefined): T {
  if (!row) throw new Error('fixture insert returned nothing');
  return row;
}

type Rules = Partial<typeof hostelRules.$inferInsert>;

/**
 * A school whose current session has hostel rules open now (first come, 48-hour holds, quotas
 * 100/100/100 unless given, no fee required first unless `rules.requiredFeeTypes`), one
 * hostel fee of N50,000 priced for every bed, and a male and a female hostel of `beds` bed
 * spaces each (rooms of four). The payment school's student is male, 100 level.
 */
export async function hostelSchool(db: Db, options: { beds?: number; rules?: Rules } = {}) {
  const s = await paymentSchool(db);
  await db.update(users).set({ gender: 'male' }).where(eq(users.id, s.student.id));
  const hostelFee = one(
    (
      await db
        .insert(fees)
        .values({
          schoolId: s.schoolId,
          sessionId: s.session.id,
          type: 'hostel',
          name: `Hostel accommodation ${uniqueTag()}`,
          amount: 5_000_000,
        })
        .returning()
    )[0],
  );
  await db.insert(hostelPrices).values({
    schoolId: s.schoolId,
    sessionId: s.session.id,
    feeId: hostelFee.id,
  });
  await db.insert(hostelRules).values({
    schoolId: s.schoolId,
    sessionId: s.session.id,
    quotaFirstYear: 100,
    quotaFinalYear: 100,
    quotaOthers: 100,
    requiredFeeTypes: [],
    opensAt: new Date(Date.now() - HOUR),
    closesAt: new Date(Date.now() + 24 * HOUR),
    ...options.rules,
  });

  /** A hostel of `count` bed spaces in rooms of four, block A, rooms 101 onwards, beds A-D. */
  const addHostel = async (gender: 'male' | 'female', count: number, name?: string) => {
    const hostel = one(
      (
        await db
          .insert(hostels)
          .values({ schoolId: s.schoolId, gender, name: name ?? `${gender} hall ${uniqueTag()}` })
          .returning()
      )[0],
    );
    const block = one(
      (
        await db
          .insert(hostelBlocks)
          .values({ schoolId: s.schoolId, hostelId: hostel.id, name: 'Block A' })
          .returning()
      )[0],
    );
    const rooms = Math.ceil(count / 4);
    const roomRows = await db
      .insert(hostelRooms)
      .values(
        Array.from({ length: rooms }, (_, i) => ({
          schoolId: s.schoolId,
          hostelId: hostel.id,
          blockId: block.id,
          number: String(101 + i),
          floor: 1,
          capacity: 4,
        })),
      )
      .returning();
    const beds = roomRows
      .flatMap((room) =>
        ['A', 'B', 'C', 'D'].map((label) => ({
          schoolId: s.schoolId,
          hostelId: hostel.id,
          blockId: block.id,
          roomId: room.id,
          label,
        })),
      )
      .slice(0, count);
    const bedRows = await db.insert(bedSpaces).values(beds).returning();
    return { ...hostel, blockId: block.id, beds: bedRows };
  };

  const beds = options.beds ?? 8;
  const maleHall = await addHostel('male', beds);
  const femaleHall = await addHostel('female', beds);

  /** Another enrolled student of the programme with a matric number. */
  const addStudent = async (spec: { gender?: 'male' | 'female' | null; level?: number } = {}) => {
    const student = await createUser(db, {
      schoolId: s.schoolId,
      roles: ['student'],
      userOrgId: `MAT/${uniqueTag()}`,
    });
    await db
      .update(users)
      .set({ gender: spec.gender === undefined ? 'male' : spec.gender })
      .where(eq(users.id, student.id));
    const [enrollment] = await db
      .insert(enrollments)
      .values({
        schoolId: s.schoolId,
        studentId: student.id,
        programmeId: s.programme.id,
        entryYear: 2026,
        currentLevel: spec.level ?? 100,
      })
      .returning({ id: enrollments.id });
    return { ...student, enrollmentId: one(enrollment).id };
  };

  return { ...s, hostelFee, maleHall, femaleHall, addHostel, addStudent };
}
