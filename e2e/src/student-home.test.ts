import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { TMyEnrollment, TMyFees, TMyResults } from '@campusflow/contracts';
import { naira } from '@campusflow/contracts/format';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser.ts';
import { signedIn } from './support/session.ts';
import { StudentHome, studentPaths } from './support/student.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Shots for review outside the repository, besides e2e/screenshots/. */
const SHOTS = process.env.STUDENT_SHOTS_DIR;

async function shot(home: StudentHome, name: string) {
  await screenshot(home.page, name);
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await home.page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

describe("the enrolled student's home (demo institution)", () => {
  it.each(['phone', 'desktop'] as const)(
    'on a %s shows the matric number, programme, level and the fees owed',
    async (viewport) => {
      const student = await signedIn(browser, 'student', { viewport });
      const { body: mine } = await student.api<TMyEnrollment>(
        'GET',
        '/api/v1/academics/my-enrollment',
      );
      const enrollment = mine.enrollment;
      if (!enrollment) throw new Error('the demo student has no enrollment');
      const home = new StudentHome(student.page);
      const asked: string[] = [];
      const order: string[] = [];
      student.page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/api/v1/')) asked.push(url.pathname);
        if (url.pathname === '/api/config' || url.pathname === '/api/v1/reports/student-home') {
          order.push(url.pathname);
        }
      });
      await home.open();
      await student.page.waitForLoadState('networkidle');
      // The home is one answer besides the signed-in user and the passport photograph: the
      // API's statement count (student-home-cost.test.ts) counts these requests.
      expect(asked.map((p) => p.replace(/\/users\/[^/]+\//, '/users/:id/')).sort()).toEqual([
        '/api/v1/auth/me',
        '/api/v1/reports/student-home',
        '/api/v1/users/:id/passport',
      ]);
      // The home's read leaves with the page, before the app's code has run and asked for its
      // settings (index.html's early read, issue 20), and is not asked for a second time.
      expect(order).toEqual(['/api/v1/reports/student-home', '/api/config']);
      expect(await home.text('matric-number')).toBe(enrollment.matricNumber);
      expect(enrollment.matricNumber).toMatch(/^DEMO\/\d{2}\/CSC\/\d{4}$/);
      expect(await home.text('programme')).toContain('Computer Science');
      expect(await home.text('level')).toContain('200 level');
      // Every fee still owed this session, with what is left of it.
      const { body: fees } = await student.api<TMyFees>('GET', '/api/v1/payments/my-fees');
      const owed = fees.fees.filter((f) => f.status !== 'paid');
      const card = await home.fees.innerText();
      for (const fee of owed) {
        expect(card).toContain(fee.name);
        expect(card).toContain(naira(fee.balance));
      }
      if (owed.length > 0) {
        expect(await home.fees.getByRole('link', { name: 'Pay fees' }).getAttribute('href')).toBe(
          '/dashboard/student/fees-payment',
        );
      }
      // Registration and results say where they stand, as their pages do.
      const { body: results } = await student.api<TMyResults>('GET', '/api/v1/results/mine');
      const standing = home.page.getByTestId('results-summary');
      expect(await standing.innerText()).toContain(`CGPA ${results.cgpaDisplay}`);
      const registration = home.page.getByTestId('registration-summary');
      expect(await registration.getByRole('link').getAttribute('href')).toBe(
        '/dashboard/student/course-registration',
      );
      expect(await registration.innerText()).not.toContain('not been scheduled');
      expect(await home.page.getByText('Start application').count()).toBe(0);
      expect(await home.scrollsSideways()).toBe(false);
      await shot(home, viewport === 'phone' ? 'student-home-360' : 'student-home-desktop');

      // The application pages say something true of a student admitted without one.
      await home.page.goto(studentPaths.educationalBackground);
      await home.page.getByTestId('admitted').waitFor();
      expect(await home.page.getByText('Start an application first').count()).toBe(0);
      await student.close();
    },
  );
});
