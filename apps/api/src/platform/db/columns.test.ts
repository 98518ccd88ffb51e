import { getTableConfig, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import {
  archiveStatusColumn,
  createdAtColumn,
  idColumn,
  schoolIdColumn,
  timestamps,
} from './columns.ts';

const tenants = pgTable('tenants', { id: uuid('id').primaryKey() });
const things = pgTable('things', {
  id: idColumn(),
  schoolId: schoolIdColumn(() => tenants.id),
  status: archiveStatusColumn(),
  name: text('name').notNull(),
  ...timestamps(),
});
const notes = pgTable('notes', {
  id: idColumn(),
  schoolId: schoolIdColumn(() => tenants.id),
  createdAt: createdAtColumn(),
});

const column = (name: string) => {
  const found = getTableConfig(things).columns.find((c) => c.name === name);
  if (!found) throw new Error(`no column ${name}`);
  return found;
};

describe('shared columns', () => {
  it('give a random uuid primary key', () => {
    const id = column('id');
    expect(id.getSQLType()).toBe('uuid');
    expect(id.primary).toBe(true);
    expect(id.defaultFn).toBeUndefined();
    expect(id.hasDefault).toBe(true);
  });

  it('give a school_id that is required and references the table the caller names', () => {
    expect(column('school_id').notNull).toBe(true);
    const [foreignKey] = getTableConfig(things).foreignKeys;
    const reference = foreignKey?.reference();
    expect(reference?.columns.map((c) => c.name)).toEqual(['school_id']);
    expect(reference?.foreignColumns.map((c) => c.name)).toEqual(['id']);
    expect(getTableConfig(reference?.foreignTable ?? things).name).toBe('tenants');
  });

  it('give each table its own builders: one foreign key each', () => {
    expect(getTableConfig(things).foreignKeys).toHaveLength(1);
    expect(getTableConfig(notes).foreignKeys).toHaveLength(1);
  });

  it('give an archive status that defaults to active', () => {
    const status = column('status');
    expect(status.notNull).toBe(true);
    expect(status.default).toBe('active');
    expect(status.enumValues).toEqual(['active', 'archived']);
  });

  it('give created_at and updated_at as timestamptz not null default now()', () => {
    for (const name of ['created_at', 'updated_at']) {
      expect(column(name).getSQLType()).toBe('timestamp with time zone');
      expect(column(name).notNull).toBe(true);
      expect(column(name).hasDefault).toBe(true);
    }
    expect(Object.keys(things)).toEqual(
      expect.arrayContaining(['id', 'schoolId', 'status', 'name', 'createdAt', 'updatedAt']),
    );
  });
});
