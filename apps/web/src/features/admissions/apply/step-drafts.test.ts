import { describe, expect, it } from 'vitest';
import {
  isBioDraft,
  isInstitutionsDraft,
  isJambDraft,
  isOlevelDraft,
  isProgrammeDraft,
} from './step-drafts.ts';

describe('the wizard’s kept steps take back only their own shape', () => {
  it('programme, personal details and JAMB', () => {
    expect(isProgrammeDraft({ first: 'p1', second: null, mode: 'utme' })).toBe(true);
    expect(isProgrammeDraft({ first: 'p1', second: null, mode: 'evening' })).toBe(false);
    expect(isBioDraft({ address: '4 University Road', lga: 'Nsukka' })).toBe(true);
    expect(isBioDraft({ address: 4 })).toBe(false);
    expect(isJambDraft({ jambNo: '1A', score: '', subjects: ['Physics'] })).toBe(true);
    expect(isJambDraft({ jambNo: '1A', score: 200, subjects: 'Physics' })).toBe(false);
  });

  it('O’level sittings', () => {
    const sitting = {
      examBody: 'WAEC',
      year: 2025,
      examNumber: '42',
      subjects: [{ subject: 'Mathematics', grade: 'B2' }],
    };
    expect(isOlevelDraft([sitting])).toBe(true);
    expect(isOlevelDraft([{ ...sitting, year: '2025' }])).toBe(false);
    expect(isOlevelDraft([{ ...sitting, subjects: [{ subject: 'Mathematics' }] }])).toBe(false);
    expect(isOlevelDraft(sitting)).toBe(false);
  });

  it('direct entry’s institutions attended before', () => {
    const row = {
      name: 'Yaba College of Technology',
      qualification: 'OND',
      yearFrom: 2021,
      yearTo: 2023,
    };
    expect(isInstitutionsDraft([row])).toBe(true);
    expect(isInstitutionsDraft([{ ...row, yearTo: '2023' }])).toBe(false);
    expect(isInstitutionsDraft([{ ...row, name: undefined }])).toBe(false);
    expect(isInstitutionsDraft(row)).toBe(false);
  });
});
