import { describe, expect, it } from 'vitest';
import { documentTitle } from './document-title.ts';

describe('a page title', () => {
  it('names the page, then the school, then the product', () => {
    expect(documentTitle('Fees', 'Demo University')).toBe('Fees · Demo University · Campusflow');
  });

  it('leaves out what is missing or said already', () => {
    expect(documentTitle('Log in', null)).toBe('Log in · Campusflow');
    expect(documentTitle(null, 'Demo University')).toBe('Demo University · Campusflow');
    expect(documentTitle('Campusflow', null)).toBe('Campusflow');
    expect(documentTitle('  ', ' ')).toBe('Campusflow');
  });
});
