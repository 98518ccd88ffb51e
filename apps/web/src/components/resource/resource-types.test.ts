import { describe, expect, it } from 'vitest';
import { addNounLabel } from './resource-types.ts';

describe('the add button of a resource page', () => {
  it('takes the article its noun needs', () => {
    expect(addNounLabel('faculty')).toBe('Add a faculty');
    expect(addNounLabel('academic year')).toBe('Add an academic year');
    expect(addNounLabel('Exam')).toBe('Add an Exam');
  });
});
