import { readFileSync } from 'node:fs';
import type { TMyEnrollment, TMyRegistration } from '@campusflow/contracts';
import { PDFParse } from 'pdf-parse';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApplicantPages } from './support/admissions.ts';
import { launchBrowser, newContext, screenshot, viewports } from './support/browser.ts';
import { CourseFormCheckPage } from './support/course-form.ts';
import {
  CourseRegistrationPage,
  RegisteredCoursesPage,
  RegistrationSetup,
} from './support/registration.ts';
import { type SignedIn, signedIn } from './support/session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('course registration (demo institution)', () => {
  it('an applicant who is not enrolled is told why, and sent to the admission status', async () => {
    const stamp = Date.now().toString().slice(-8);
    const context = await newContext(browser, viewports.phone);
    const page = await context.newPage();
    const apply = new ApplicantPages(page);
    await apply.register({
      name: `Ada Register${stamp}`,
      email: `ada.${stamp}@applicant.test`,
      phone: `0817${stamp.slice(-7)}`,
      password: 'Applicant-2026',
    });
    await apply.uploadPassport();

    const registration = new CourseRegistrationPage(page);
    await registration.open();
    const blocker = registration.blocker('not_enrolled');
    await blocker.getByText('Course registration is for enrolled students').waitFor();
    expect(await registration.page.getByTestId('units-total').count()).toBe(0);
    await screenshot(page, 'registration-not-enrolled-phone');
    await blocker.getByRole('link', { name: 'See your admission status' }).click();
    await page.waitForURL('**/dashboard/student');
    await context.close();
  });

  describe('the demo student', () => {
    let hos: SignedIn;
    let setup: RegistrationSetup;
    let mine: TMyRegistration;
    let programmeId: string;

    beforeAll(async () => {
      hos = await signedIn(browser, 'hos');
      setup = new RegistrationSetup(hos.api);
      const student = await signedIn(browser, 'student');
      mine = (await student.api<TMyRegistration>('GET', '/api/v1/registration/mine')).body;
      const enrollment = await student.api<TMyEnrollment>('GET', '/api/v1/academics/my-enrollment');
      programmeId = enrollment.body.enrollment?.programme.id ?? '';
      await student.close();
      await setup.openPeriod(mine);
    });
    afterAll(async () => {
      await setup?.restore();
      await hos?.close();
    });

    it('is sent to pay the fees the school requires first', async () => {
      // An enrolled student can never pay an acceptance fee (the checkout refuses it): a gate
      // that holds whichever journeys ran before this one (the hostel journey pays a hostel fee).
      await setup.requireFees(['acceptance']);
      const student = await signedIn(browser, 'student', { viewport: 'phone' });
      const registration = new CourseRegistrationPage(student.page);
      await registration.open();
      const blocker = registration.blocker('fees_unpaid');
      await blocker.getByText('once these fees are paid: Acceptance.').waitFor();
      await screenshot(student.page, 'registration-fees-gate-phone');
      await blocker.getByRole('link', { name: 'Go to your fees' }).click();
      await student.page.waitForURL('**/dashboard/student/fees-payment');
      await student.close();
    });

    it('sees the running total, an error above the maximum and below the minimum, and submits', async () => {
      await setup.requireFees([]);
      const proposal = mine.proposal;
      if (!proposal) throw new Error('the demo student has no proposal');
      const chosen = proposal.courses.filter((c) => c.chosen);
      const base = chosen.reduce((sum, c) => sum + c.units, 0);
      const elective = proposal.courses.find(
        (c) => c.category === 'elective' && !c.chosen && c.prerequisitesMet,
      );
      const locked = proposal.courses.find((c) => !c.prerequisitesMet);
      // A course the journey gives 40 seats: one with fewer taken (the carry-over, GST 103, is
      // taken by a whole level).
      const seated = chosen.find((c) => c.seatsTaken < 40);
      if (!elective || !seated) throw new Error('the demo offer has no free elective');
      // Limits the preselected courses meet, and the elective takes over the maximum.
      const limits = {
        minUnits: Math.min(base, proposal.minUnits),
        maxUnits: base + elective.units - 1,
      };
      await setup.limitUnits(programmeId, limits);
      await setup.capacity(seated.courseId, 40);

      const student = await signedIn(browser, 'student', { viewport: 'phone' });
      const registration = new CourseRegistrationPage(student.page);
      const range = `${limits.minUnits}–${limits.maxUnits} units`;
      await registration.open();
      expect(await registration.total()).toBe(`${base} of ${range}`);
      expect(await registration.state()).toBe('Not started');
      await registration
        .courseItem(seated.code)
        .getByText(`${seated.seatsTaken} of 40 seats`)
        .waitFor();
      if (locked) {
        expect(await registration.course(locked.code).isDisabled()).toBe(true);
        await registration
          .courseItem(locked.code)
          .getByText(`Needs ${locked.prerequisites.map((p) => p.code).join(', ')}`)
          .waitFor();
      }

      // Ticking the elective goes over the maximum: the total turns red and says why.
      await registration.course(elective.code).check();
      const over = base + elective.units;
      expect(await registration.total()).toBe(`${over} of ${range}`);
      await registration
        .problems()
        .getByText(
          `Your courses add up to ${over} units; your programme allows at most ${limits.maxUnits}.`,
        )
        .waitFor();
      await screenshot(student.page, 'registration-over-maximum-phone');
      // The page refuses to send it.
      await registration.button('Submit for approval').click();
      expect(await student.page.getByRole('dialog').count()).toBe(0);

      // Without the elective and without a compulsory course it is below the minimum.
      await registration.course(elective.code).uncheck();
      expect(await registration.problems().count()).toBe(0);
      await registration.course(seated.code).uncheck();
      await registration.button('Submit for approval').click();
      await registration.problems().getByText(`Include the compulsory ${seated.code}`).waitFor();
      await registration.course(seated.code).check();
      expect(await registration.problems().count()).toBe(0);

      // Submitting asks first, with the total.
      await registration.button('Submit for approval').click();
      const confirm = student.page.getByRole('dialog', {
        name: 'Submit your courses for approval?',
      });
      await confirm
        .getByText(`You are submitting ${chosen.length} courses, ${base} units`)
        .waitFor();
      await confirm.getByRole('button', { name: 'Submit for approval' }).click();
      await student.page.getByText('Your courses were submitted for approval.').waitFor();
      await expect.poll(() => registration.state()).toBe('Awaiting approval');
      await registration
        .courseItem(seated.code)
        .getByText(`${seated.seatsTaken + 1} of 40 seats`)
        .waitFor();
      // Nothing new to save or submit: saving again would only withdraw the submission.
      expect(await registration.button('Save draft').isDisabled()).toBe(true);
      expect(await registration.button('Submit for approval').isDisabled()).toBe(true);
      await screenshot(student.page, 'registration-submitted-phone');

      const after = await student.api<TMyRegistration>('GET', '/api/v1/registration/mine');
      expect(after.body.registration).toMatchObject({ state: 'submitted', totalUnits: base });
      expect([...(after.body.registration?.courseIds ?? [])].sort()).toEqual(
        chosen.map((c) => c.courseId).sort(),
      );
      await student.close();

      // A full elective: its box is greyed out, with the way onto the waiting list.
      await setup.capacity(elective.courseId, elective.seatsTaken);
      const desktop = await signedIn(browser, 'student', { viewport: 'desktop' });
      const wide = new CourseRegistrationPage(desktop.page);
      await wide.open();
      expect(await wide.course(elective.code).isDisabled()).toBe(true);
      await wide
        .courseItem(elective.code)
        .getByRole('button', { name: 'Join waiting list' })
        .waitFor();
      await screenshot(desktop.page, 'registration-submitted-desktop');
      await desktop.close();
    });

    it('is returned by the HOD with a reason, resubmits, is approved, and prints a course form that checks', async () => {
      const reason = 'Confirm your electives with your level adviser, then submit again.';
      const hod = await signedIn(browser, 'hod', { viewport: 'desktop' });
      const queue = new RegisteredCoursesPage(hod.page);
      await queue.openFromHome();
      await queue.giveBack(await queue.openRegistration('Emeka Obi'), reason);

      // The student sees the reason, and submits again.
      const student = await signedIn(browser, 'student', { viewport: 'phone' });
      const registration = new CourseRegistrationPage(student.page);
      await registration.open();
      await expect.poll(() => registration.state()).toBe('Returned');
      await student.page.getByTestId('return-reason').getByText(reason).waitFor();
      await screenshot(student.page, 'registration-returned-phone');
      await registration.button('Submit for approval').click();
      await student.page
        .getByRole('dialog', { name: 'Submit your courses for approval?' })
        .getByRole('button', { name: 'Submit for approval' })
        .click();
      await expect.poll(() => registration.state()).toBe('Awaiting approval');

      // The HOD approves it.
      await queue.openFromHome();
      const review = await queue.openRegistration('Emeka Obi');
      await review
        .getByText('Awaiting approval')
        .or(review.getByText('Submitted'))
        .first()
        .waitFor();
      await queue.approve(review);
      await screenshot(hod.page, 'registration-approved-hod-desktop');
      await hod.close();
      // The queue on a phone: the cards stack, the table keeps the name and the state.
      const hodPhone = await signedIn(browser, 'hod', { viewport: 'phone' });
      const phoneQueue = new RegisteredCoursesPage(hodPhone.page);
      await phoneQueue.openFromHome();
      await hodPhone.page
        .getByTestId('department-registrations')
        .getByText('Approved')
        .first()
        .waitFor();
      await screenshot(hodPhone.page, 'registration-queue-hod-phone');
      await hodPhone.close();

      // The student downloads the course form: his courses, the HOD's approval, a code.
      await registration.open();
      await expect.poll(() => registration.state()).toBe('Approved');
      const [download] = await Promise.all([
        student.page.waitForEvent('download'),
        student.page.getByRole('button', { name: 'Download course form' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^course-form-.+-sem1\.pdf$/);
      const parser = new PDFParse({
        data: new Uint8Array(readFileSync((await download.path()) ?? '')),
      });
      const text = (await parser.getText({ cellSeparator: ' ' })).text.replace(/[ \t]+/g, ' ');
      await parser.destroy();
      const mine = await student.api<TMyRegistration>('GET', '/api/v1/registration/mine');
      expect(text).toContain('Emeka Obi');
      expect(text).toContain('Approved');
      for (const course of mine.body.proposal?.courses.filter((c) =>
        mine.body.registration?.courseIds.includes(c.courseId),
      ) ?? []) {
        expect(text).toContain(course.code);
      }
      const enrollment = await student.api<TMyEnrollment>('GET', '/api/v1/academics/my-enrollment');
      const matric = enrollment.body.enrollment?.matricNumber ?? '';
      expect(text).toContain(matric);
      const code = /[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec(text)?.[0];
      if (!code) throw new Error(`no verification code in the course form: ${text}`);
      await student.close();

      // Anyone can check the code on the public page.
      const visitor = await newContext(browser, viewports.phone);
      const check = new CourseFormCheckPage(await visitor.newPage());
      await check.open();
      await check.check(code.toLowerCase());
      await check.facts().getByText(matric).waitFor();
      await screenshot(check.page, 'course-form-check-phone');
      await visitor.close();
    });
  });
});
