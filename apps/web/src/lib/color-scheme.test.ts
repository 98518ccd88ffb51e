import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COLOR_SCHEME_STORAGE_KEY } from './color-scheme.ts';

const indexHtml = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');

describe('the colour scheme before the app loads (index.html)', () => {
  it('reads the key the settings page writes, and sets the attribute Mantine styles by', () => {
    const script = /<script>([\s\S]*?)<\/script>/.exec(indexHtml)?.[1] ?? '';
    expect(script).toContain(`localStorage.getItem('${COLOR_SCHEME_STORAGE_KEY}')`);
    expect(script).toContain("setAttribute('data-mantine-color-scheme'");
  });
});
