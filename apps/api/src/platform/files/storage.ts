import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Where file bytes live: local disk by default, an S3-compatible bucket when configured. */
export type FileStorage = {
  put(key: string, bytes: Buffer): Promise<void>;
  /** Stores a file of the local disk without reading it into memory (a large export). */
  putFile(key: string, filePath: string): Promise<void>;
  /** Null when the object is gone. */
  get(key: string): Promise<Buffer | null>;
  /** The bytes as a stream, for files too large to hold; null when the object is gone. */
  read(key: string): Promise<Readable | null>;
  delete(key: string): Promise<void>;
};

const SAFE_KEY = /^[a-z0-9][a-z0-9/_-]*$/;

/** Keys are `<school>/<purpose>/<id>`; anything else (`..`, odd characters) is a bug. */
export function assertSafeKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe storage key ${key}`);
  return key;
}

export class LocalDiskStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    return path.join(this.root, assertSafeKey(key));
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Write then rename, so a crash never leaves half a file under the real name.
    const temporary = `${target}.${process.pid}.tmp`;
    await writeFile(temporary, bytes);
    await rename(temporary, target);
  }

  async putFile(key: string, filePath: string): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${process.pid}.tmp`;
    await copyFile(filePath, temporary);
    await rename(temporary, target);
  }

  async read(key: string): Promise<Readable | null> {
    const target = this.pathOf(key);
    try {
      await stat(target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    return createReadStream(target);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
