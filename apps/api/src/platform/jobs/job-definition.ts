/** What checks a payload: any zod schema (classic or mini) fits. */
export type PayloadSchema<P> = { parse(input: unknown): P };

/**
 * A named kind of job with its payload's schema and retry policy. Modules define their jobs
 * next to the work (`reconcile.service.ts`), and app.ts gives the runner their handlers.
 */
export type JobDefinition<P> = {
  readonly name: string;
  readonly payload: PayloadSchema<P>;
  /** Runs in all, the first included; the last failure leaves the job `failed`. */
  readonly maxAttempts: number;
  /** Back-off after the first failure, doubled after each further one, up to `maxDelaySeconds`. */
  readonly retryDelaySeconds: number;
  readonly maxDelaySeconds: number;
};

export type JobOptions<P> = {
  name: string;
  payload: PayloadSchema<P>;
  maxAttempts?: number;
  retryDelaySeconds?: number;
  maxDelaySeconds?: number;
};

export function defineJob<P>(options: JobOptions<P>): JobDefinition<P> {
  if (!/^[a-z][\w-]*(\.[\w-]+)+$/.test(options.name)) {
    throw new Error(`job name "${options.name}": use area.action, as mail.deliver`);
  }
  return {
    name: options.name,
    payload: options.payload,
    maxAttempts: options.maxAttempts ?? 5,
    retryDelaySeconds: options.retryDelaySeconds ?? 30,
    maxDelaySeconds: options.maxDelaySeconds ?? 3600,
  };
}

/**
 * How long a job waits after its `attempt`-th run failed: exponential back-off (30 s, 1 min,
 * 2 min... with the defaults), capped so that a long outage is retried at a steady pace.
 */
export function retryDelayMs(definition: JobDefinition<unknown>, attempt: number): number {
  const seconds = definition.retryDelaySeconds * 2 ** Math.max(0, attempt - 1);
  return Math.min(seconds, definition.maxDelaySeconds) * 1000;
}

/** What a handler learns about the run besides its payload. */
export type JobRun = { id: string; attempt: number; maxAttempts: number };

export type JobHandler<P> = (payload: P, run: JobRun) => Promise<void>;
