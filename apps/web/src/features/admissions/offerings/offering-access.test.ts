import { describe, expect, it } from 'vitest';
import { mayManageOfferings } from './offering-access.ts';

describe('who may change the programmes open for admission (decision 006)', () => {
  it('is the head of school', () => {
    expect(mayManageOfferings('hos')).toBe(true);
  });

  it('is not the admission officer, who only reads them, nor anyone else', () => {
    expect(mayManageOfferings('admissionOfficer')).toBe(false);
    expect(mayManageOfferings('screening')).toBe(false);
    expect(mayManageOfferings('admin')).toBe(false);
    expect(mayManageOfferings(null)).toBe(false);
  });
});
