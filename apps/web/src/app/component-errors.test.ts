import { describe, expect, it } from 'vitest';
import { componentNameOf, describeComponent } from './component-errors.ts';
import { pageNameOf } from './lazy-page.tsx';

describe('componentNameOf', () => {
  it('takes the innermost component of a React component stack', () => {
    const stack = '\n    at FeeTable (http://localhost/assets/x.js:1:2)\n    at Outlet\n    at App';
    expect(componentNameOf(stack)).toBe('FeeTable');
  });

  it('passes over minified names and host elements to the innermost written name', () => {
    const stack = [
      '',
      '    at g (http://localhost/assets/index-a1.js:1:200)',
      '    at div',
      '    at Ae (http://localhost/assets/index-a1.js:1:900)',
      '    at QueryState (http://localhost/assets/x.js:1:2)',
      '    at FacultiesPage (http://localhost/assets/x.js:1:9)',
    ].join('\n');
    expect(componentNameOf(stack)).toBe('QueryState');
  });

  it('falls back to the innermost name when none is written out', () => {
    expect(componentNameOf('\n    at g (x.js:1:1)\n    at h (x.js:1:2)')).toBe('g');
  });

  it('copes with a missing or empty stack', () => {
    expect(componentNameOf(undefined)).toBe('unknown component');
    expect(componentNameOf('')).toBe('unknown component');
  });
});

describe('describeComponent', () => {
  it('names the component and the page it is on', () => {
    expect(describeComponent('QueryState', 'FacultiesPage')).toBe('QueryState on FacultiesPage');
    expect(describeComponent('FacultiesPage', 'FacultiesPage')).toBe('FacultiesPage');
    expect(describeComponent('g', 'FacultiesPage')).toBe('FacultiesPage');
    expect(describeComponent('QueryState', undefined)).toBe('QueryState');
  });
});

describe('pageNameOf', () => {
  it('takes the innermost route that names a page', () => {
    const matches = [
      { route: {} },
      { route: { handle: { page: 'DashboardLayout' } } },
      { route: { handle: { page: 'FacultiesPage' } } },
      { route: { handle: 'something else' } },
    ];
    expect(pageNameOf(matches)).toBe('FacultiesPage');
    expect(pageNameOf([{ route: {} }])).toBeUndefined();
  });
});
