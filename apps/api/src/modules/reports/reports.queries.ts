// What other modules may call in reports, besides its tables (*.tables.ts, for joins).

export {
  type DigestSection,
  type HomeDigest,
  homeDigests,
} from '@/modules/reports/weekly/home-digests.ts';
