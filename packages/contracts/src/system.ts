import * as z from 'zod/mini';
import { multiline } from './text.ts';

export const ZHealth = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgresql']),
  version: z.string(),
  build: z.string(),
});
export type THealth = z.infer<typeof ZHealth>;

/** Public runtime settings the web app reads at start-up (spec section 7, Start-up). */
export const ZPublicConfig = z.object({
  appName: z.string(),
  environment: z.enum(['development', 'test', 'production']),
  /** The development flag of spec section 7: CAMPUSFLOW_DEV is `true` or `1`. */
  devFlag: z.boolean(),
  paymentPublicKey: z.nullable(z.string()),
  buildId: z.string(),
  version: z.string(),
});
export type TPublicConfig = z.infer<typeof ZPublicConfig>;

/** Written by the web build next to index.html and polled to detect a new build. */
export const ZBuildInfo = z.object({
  buildId: z.string(),
  builtAt: z.string(),
});
export type TBuildInfo = z.infer<typeof ZBuildInfo>;

/** A browser-side error reported by the web app's error boundary (spec section 8). */
export const ZClientErrorReport = z.object({
  message: multiline(z.string().check(z.trim(), z.minLength(1), z.maxLength(2000))),
  component: z.optional(z.string().check(z.maxLength(200))),
  componentStack: z.optional(multiline(z.string().check(z.maxLength(8000)))),
  path: z.string().check(z.maxLength(2000)),
  buildId: z.optional(z.string().check(z.maxLength(100))),
});
export type TClientErrorReport = z.infer<typeof ZClientErrorReport>;
