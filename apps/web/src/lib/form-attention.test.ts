import { describe, expect, it } from 'vitest';
import { attentionMessage } from './form-attention.ts';

describe('attentionMessage', () => {
  it('counts the fields in words a screen reader says', () => {
    expect(attentionMessage(1)).toBe('1 field needs attention.');
    expect(attentionMessage(2)).toBe('2 fields need attention.');
    expect(attentionMessage(12)).toBe('12 fields need attention.');
  });
});
