import { describe, expect, it } from 'vitest';
import { componentNameOf } from './component-errors.ts';

describe('componentNameOf', () => {
  it('takes the innermost component of a React component stack', () => {
    const stack = '\n    at FeeTable (http://localhost/assets/x.js:1:2)\n    at Outlet\n    at App';
    expect(componentNameOf(stack)).toBe('FeeTable');
  });

  it('copes with a missing or empty stack', () => {
    expect(componentNameOf(undefined)).toBe('unknown component');
    expect(componentNameOf('')).toBe('unknown component');
  });
});
