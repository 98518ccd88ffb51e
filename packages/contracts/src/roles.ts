import * as z from 'zod/mini';
import { roleKeys } from './role-keys.ts';

export const ZRoleKey = z.enum(roleKeys);
