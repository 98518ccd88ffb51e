import * as z from 'zod/mini';
import type { Actor } from '@/platform/access/actor.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import type { ExportSource } from './export-source.ts';

/** What an export route parsed: the list's query string and the path's parameters. */
export type ExportInput<Query, Params> = { query: Query; params: Params };

/**
 * One list's export, declared next to the list: a name (the job's payload names it), and how
 * to open its rows for an actor with the list's own filters and order. The same `open` serves
 * the direct download and the job, which parses the stored input again with `query`/`params`.
 */
export type ExportDefinition<Query, Params> = {
  /** `area.list`, e.g. `payments.ledger`. */
  name: string;
  /** The list's own query schema (its filters); page and limit are ignored. */
  query: z.ZodMiniType<Query, unknown>;
  params: z.ZodMiniType<Params, unknown>;
  open(
    ctx: ServiceContext,
    actor: Actor,
    input: ExportInput<Query, Params>,
  ): Promise<ExportSource<unknown>>;
};

const definitions = new Map<string, ExportDefinition<unknown, unknown>>();

/** Declares an export; registering its routes makes it known to the export job. */
export function defineExport<Query, Params = Record<string, never>>(
  definition: ExportDefinition<Query, Params>,
): ExportDefinition<Query, Params> {
  if (!/^[a-z][\w-]*(\.[\w-]+)+$/.test(definition.name)) {
    throw new Error(`export name "${definition.name}": use area.list, as payments.ledger`);
  }
  return definition;
}

export function rememberExport(definition: ExportDefinition<unknown, unknown>): void {
  const known = definitions.get(definition.name);
  if (known && known !== definition) throw new Error(`export ${definition.name} defined twice`);
  definitions.set(definition.name, definition);
}

/** The export a job names; undefined when no registered route declares it. */
export function exportNamed(name: string): ExportDefinition<unknown, unknown> | undefined {
  return definitions.get(name);
}

/** The path parameters of a list without any. */
export const noParams = z.strictObject({});
