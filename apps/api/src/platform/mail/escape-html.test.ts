import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html.ts';

describe('escapeHtml', () => {
  it('turns the five markup characters into character references', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&#60;a href=&#34;x&#34;&#62;Tom &#38; Jerry&#39;s&#60;/a&#62;',
    );
  });

  it('leaves other text, Yoruba tone marks and the naira sign included, as it is', () => {
    expect(escapeHtml('Adébáyọ̀ paid ₦10,456.86')).toBe('Adébáyọ̀ paid ₦10,456.86');
  });
});
