import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { listEntries, ZCampaignInput } from './messaging.ts';
import { fillPlaceholders, unknownPlaceholders } from './messaging-placeholders.ts';
import { messageTemplates } from './messaging-templates.ts';

describe('placeholders', () => {
  it('fills the known ones, spaces inside the braces allowed', () => {
    expect(
      fillPlaceholders('Dear {firstName}, { level } level', { firstName: 'Ada', level: '200' }),
    ).toBe('Dear Ada, 200 level');
  });

  it('names the unknown ones once each, case included', () => {
    expect(unknownPlaceholders('{firstname} {cgpa} {cgpa} {firstName} {}')).toEqual([
      '{firstname}',
      '{cgpa}',
      '{}',
    ]);
  });
});

describe('a pasted list', () => {
  it('splits on commas, semicolons, spaces and lines; addresses lower-cased, numbers upper-cased', () => {
    expect(listEntries('Ada@X.test, csc/2021/001;\n<bola@x.test>  ada@x.test\r\n')).toEqual([
      'ada@x.test',
      'CSC/2021/001',
      'bola@x.test',
    ]);
  });
});

describe('the composer’s schema', () => {
  const issues = (value: unknown) =>
    z.safeParse(ZCampaignInput, value).error?.issues.map((i) => [i.path.join('.'), i.message]) ??
    [];

  it('asks for what the group needs', () => {
    const base = { subject: 'Hi', body: 'Text' };
    expect(issues({ ...base, group: 'faculty' })).toEqual([['facultyId', 'Choose the faculty.']]);
    expect(issues({ ...base, group: 'staff' })).toEqual([['role', 'Choose the role.']]);
    expect(issues({ ...base, group: 'list', list: ' ,; ' })).toEqual([
      ['list', 'Paste at least one e-mail address or matric number.'],
    ]);
    expect(issues({ ...base, group: 'all_students' })).toEqual([]);
  });

  it('accepts every ready template as it stands', () => {
    for (const template of messageTemplates) {
      const audience =
        template.group === 'level'
          ? { level: 100 }
          : template.stage
            ? { stage: template.stage }
            : {};
      expect(issues({ ...template, ...audience }), template.key).toEqual([]);
    }
  });
});
