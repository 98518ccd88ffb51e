import { jsonb, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { archiveStatusColumn, idColumn, timestamps } from '@/platform/db/columns.ts';

/**
 * Grading schemes are the platform's (app admins keep them); each school chooses which one
 * grades each entry year in its settings. A scheme in use is copied, not edited, so published
 * grades never change under anyone.
 */
export const gradingSchemes = pgTable('grading_schemes', {
  id: idColumn(),
  name: text('name').notNull(),
  maxPoint: numeric('max_point', { precision: 4, scale: 2, mode: 'number' }).notNull(),
  bands: jsonb('bands')
    .$type<{ grade: string; minScore: number; maxScore: number; points: number }[]>()
    .notNull(),
  classes: jsonb('classes').$type<{ name: string; minCgpa: number }[]>().notNull(),
  retakePolicy: text('retake_policy', { enum: ['all_attempts', 'best_attempt', 'latest_attempt'] })
    .notNull()
    .default('all_attempts'),
  status: archiveStatusColumn(),
  createdBy: uuid('created_by'),
  ...timestamps(),
});
