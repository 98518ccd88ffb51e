import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { vehicleDocuments, vehicles } from '@/modules/transport/transport.tables.ts';
import { mailOutbox } from '@/platform/mail/mail.tables.ts';
import { createUser } from '@/test/fixtures.ts';
import { dayFromToday, transportAdminSchool } from '@/test/transport-admin-fixtures.ts';
import { useTestApp } from '@/test/use-test-app.ts';
import { sendTransportExpiryAlerts } from './expiry-alerts.job.ts';

const t = useTestApp();

const mailTo = (addresses: string[]) =>
  t.database.db
    .select({
      to: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      text: mailOutbox.textBody,
      template: mailOutbox.template,
    })
    .from(mailOutbox)
    .where(inArray(mailOutbox.toAddress, addresses));

describe('the expiry alerts job', () => {
  it('mails each transport admin of the school once per expiry date, and again after a renewal', async () => {
    const s = await transportAdminSchool(t.app, t.database.db);
    const second = await createUser(t.database.db, {
      schoolId: s.schoolId,
      roles: ['transportAdmin'],
    });
    const suspended = await createUser(t.database.db, {
      schoolId: s.schoolId,
      roles: ['transportAdmin'],
      status: 'suspended',
    });
    const other = await transportAdminSchool(t.app, t.database.db);
    const bus = await s.addVehicle({
      driverName: 'Musa Bello',
      driverLicenceExpiresOn: dayFromToday(5),
    });
    const expired = await s.addDocument(bus.id, { kind: 'insurance', expiresOn: dayFromToday(-2) });
    const soon = await s.addDocument(bus.id, {
      kind: 'roadworthiness',
      expiresOn: dayFromToday(30),
    });
    const later = await s.addDocument(bus.id, { kind: 'other', expiresOn: dayFromToday(31) });
    const admins = [
      s.admin.email ?? '',
      second.email ?? '',
      suspended.email ?? '',
      other.admin.email ?? '',
    ];

    await sendTransportExpiryAlerts(t.app.services);
    const first = await mailTo(admins);
    expect(first.map((m) => m.to).sort()).toEqual([s.admin.email, second.email].sort());
    const mail = first[0];
    expect(mail?.template).toBe('transport_papers_expiring');
    expect(mail?.text).toContain(`${bus.plateNumber}, Insurance: expired on`);
    expect(mail?.text).toContain(`${bus.plateNumber}, Roadworthiness: expires on`);
    expect(mail?.text).toContain('(in 30 days)');
    expect(mail?.text).toContain('Driver licence of Musa Bello');
    expect(mail?.text).not.toContain('Other document');
    expect(mail?.text).toContain('/dashboard/transport-admin/vehicles');

    const docs = await t.database.db
      .select({ id: vehicleDocuments.id, alertedFor: vehicleDocuments.alertedFor })
      .from(vehicleDocuments)
      .where(eq(vehicleDocuments.vehicleId, bus.id));
    const alerted = Object.fromEntries(docs.map((d) => [d.id, d.alertedFor]));
    expect(alerted).toEqual({
      [expired.id]: dayFromToday(-2),
      [soon.id]: dayFromToday(30),
      [later.id]: null,
    });

    // A second run finds nothing new.
    await sendTransportExpiryAlerts(t.app.services);
    expect(await mailTo(admins)).toHaveLength(2);

    // The insurance is renewed for a year: nothing; the licence is renewed into the window: mailed.
    await t.database.db
      .update(vehicleDocuments)
      .set({ expiresOn: dayFromToday(365) })
      .where(eq(vehicleDocuments.id, expired.id));
    await t.database.db
      .update(vehicles)
      .set({ driverLicenceExpiresOn: dayFromToday(20) })
      .where(eq(vehicles.id, bus.id));
    await sendTransportExpiryAlerts(t.app.services);
    const third = await mailTo([s.admin.email ?? '']);
    expect(third).toHaveLength(2);
    const renewal = third.filter((m) => m.text.includes('(in 20 days)'));
    expect(renewal).toHaveLength(1);
    expect(renewal[0]?.text).not.toContain('Insurance');
    expect(renewal[0]?.text).not.toContain('Roadworthiness');
  });

  it('sends nothing for papers outside the window or of another school', async () => {
    const s = await transportAdminSchool(t.app, t.database.db);
    const other = await transportAdminSchool(t.app, t.database.db);
    const bus = await other.addVehicle({ driverLicenceExpiresOn: dayFromToday(3) });
    await other.addDocument(bus.id, { expiresOn: dayFromToday(-1) });
    const mine = await s.addVehicle({ driverLicenceExpiresOn: dayFromToday(45) });
    await s.addDocument(mine.id, { expiresOn: dayFromToday(31) });
    await sendTransportExpiryAlerts(t.app.services);
    expect(await mailTo([s.admin.email ?? ''])).toEqual([]);
    const theirs = await mailTo([other.admin.email ?? '']);
    expect(theirs).toHaveLength(1);
    expect(theirs[0]?.text).not.toContain(mine.plateNumber);
  });
});
