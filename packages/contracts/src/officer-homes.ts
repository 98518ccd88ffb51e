import * as z from 'zod/mini';

// The figures of the admin's, accountant's, bursar's, exam officer's and admission officer's
// homes (issue 18).
export const ZOfficerHomesPlaceholder = z.never();
