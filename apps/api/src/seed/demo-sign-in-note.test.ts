import { roleKeys } from '@campusflow/contracts';
import { describe, expect, it } from 'vitest';
import { demoSignInNote } from './demo-sign-in-note.ts';

const dev = { devTools: true, publicUrl: 'http://localhost:3000', smtpUrl: undefined };

describe('the demo sign-in note of the start-up log', () => {
  it('names the address, every demo account, the password and the development mailbox', () => {
    const text = demoSignInNote(dev).join('\n');
    expect(text).toContain('open http://localhost:3000 and sign in');
    expect(text).toContain('password Demo-pass-2025');
    expect(text).toContain('student@demo.campusflow.test: Student');
    expect(text).toContain('examofficer@demo.campusflow.test: Examinations officer');
    expect(text).toContain('multi@demo.campusflow.test');
    expect(text).toContain('applicant@demo.campusflow.test');
    expect(text).toContain('http://localhost:3000/dev/mailbox');
    for (const role of roleKeys)
      expect(text).toContain(`${role.toLowerCase()}@demo.campusflow.test`);
  });

  it('says mail goes out when SMTP_URL is set', () => {
    const last = demoSignInNote({ ...dev, smtpUrl: 'smtp://mail.example' }).at(-1);
    expect(last).toMatch(/^Mail goes out through SMTP_URL.*\/dev\/mailbox$/);
  });

  it('is empty without the development tools (CAMPUSFLOW_DEV off, or production)', () => {
    expect(demoSignInNote({ ...dev, devTools: false })).toEqual([]);
  });
});
