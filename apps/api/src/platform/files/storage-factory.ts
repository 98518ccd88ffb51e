import path from 'node:path';
import type { AppConfig } from '@/config.ts';
import { S3Storage } from './s3-storage.ts';
import { type FileStorage, LocalDiskStorage } from './storage.ts';

/** The bucket named by the S3_* settings when they are set; else `<DATA_DIR>/files` on disk. */
export function storageFor(config: Pick<AppConfig, 'dataDir' | 's3'>): FileStorage {
  if (config.s3) return new S3Storage(config.s3);
  return new LocalDiskStorage(path.join(config.dataDir, 'files'));
}
