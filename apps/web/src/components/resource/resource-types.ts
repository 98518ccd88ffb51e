import type { ReactNode } from 'react';
import type { Identified, ResourceApi } from '@/lib/resource-api.ts';
import type { FieldNames, FormErrors } from '@/lib/use-form.ts';

/** A column of a resource list. */
export type Column<T> = {
  label: string;
  render: (item: T) => ReactNode;
  /** Server sort key; the header becomes a sort button. */
  sort?: string;
  /** Shown from this width up; on phones the first column carries the essentials. */
  visibleFrom?: 'xs' | 'sm' | 'md';
  align?: 'right';
};

/** What a resource's form renders its fields with. */
export type FormProps<V> = {
  values: V;
  errors: FormErrors;
  field: <K extends keyof V & string>(
    name: K,
  ) => { value: never; onChange: (arg: unknown) => void; error: string | undefined };
  setFieldValue: <K extends keyof V>(name: K, value: V[K]) => void;
};

/** How a resource's records are added and changed: the form and its mapping to the API. */
export type ResourceForm<T, V> = {
  blank: V;
  fromItem: (item: T) => V;
  toBody: (values: V) => unknown;
  validate: (values: V) => FormErrors;
  form: (props: FormProps<V>) => ReactNode;
  /** The form's names for API fields it calls otherwise (`amount` typed as `amountNaira`). */
  fieldNames?: FieldNames;
  /** The dialog's title for a record; "Edit {noun}" when absent. */
  editTitle?: (item: T) => string;
};

export type ResourcePageProps<T extends Identified & { name: string }, V> = ResourceForm<T, V> & {
  title: string;
  description: string;
  noun: string;
  /** The resource's calls and keys, declared in the owning area's `*-api.ts`. */
  resource: ResourceApi<T>;
  columns: Column<T>[];
  /** Extra list filters: names kept in the address, and their inputs. */
  filterKeys?: readonly string[];
  filters?: (
    values: Record<string, string>,
    set: (patch: Record<string, string | null>) => void,
  ) => ReactNode;
  /** Filter values used while the address has none (the current session). */
  defaultFilters?: Record<string, string>;
  /** False while a default filter is still loading: the list waits for it. */
  ready?: boolean;
  /** Shown instead of the list, with adding disabled, when records cannot exist yet. */
  blocked?: ReactNode;
  searchPlaceholder?: string;
  emptyText: ReactNode | ((values: Record<string, string>) => ReactNode);
  /** More actions for a row, after Edit. */
  rowActions?: (item: T) => { label: string; run: () => Promise<unknown> }[];
  /** The add button's text when "Add a {noun}" does not fit. */
  addLabel?: string;
  /** Offers CSV and XLSX of what the list shows (the server's `<path>.csv|.xlsx`). */
  exportable?: boolean;
  /** Offers an import: the dialog to show (the area's own importer). */
  importer?: (close: () => void) => ReactNode;
  /** Why a record cannot always be deleted; a generic line when absent. */
  deleteNote?: ReactNode;
};

/** "Add a faculty", "Add an academic year": the article a noun takes before it. */
export const addNounLabel = (noun: string): string =>
  `Add ${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
