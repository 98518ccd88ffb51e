import type { TRoleKey } from '@campusflow/contracts';
import type { DbOrTx } from '@/platform/db/transaction.ts';

/** A part of a weekly summary: a heading and its figures, already in words. */
export type DigestSection = { title: string; lines: { label: string; value: string }[] };
/** A home's figures for the weekly summary of a school. */
export type HomeDigest = (db: DbOrTx, schoolId: string, now: Date) => Promise<DigestSection[]>;

const digests = new Map<TRoleKey, HomeDigest>();

/**
 * The homes that can be summarised by e-mail, by role. Each area gives its home's digest in
 * app.ts, so the weekly job knows no area's figures.
 */
export const homeDigests = {
  register(role: TRoleKey, digest: HomeDigest): void {
    digests.set(role, digest);
  },
  of(role: TRoleKey | null): HomeDigest | null {
    return role ? (digests.get(role) ?? null) : null;
  },
};
