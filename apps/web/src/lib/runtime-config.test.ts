import { describe, expect, it, vi } from 'vitest';
import { isLocalOrIpHost, resolveServiceMode } from './runtime-config.ts';

describe('isLocalOrIpHost', () => {
  it.each([
    ['localhost', true],
    ['app.localhost', true],
    ['127.0.0.1', true],
    ['192.168.1.20', true],
    ['[::1]', true],
    ['999.1.1.1', false],
    ['portal.unilag.edu.ng', false],
    ['10.0.0.1.nip.io', false],
  ])('%s -> %s', (host, expected) => {
    expect(isLocalOrIpHost(host)).toBe(expected);
  });
});

describe('resolveServiceMode (spec section 7, start-up)', () => {
  it('uses local services when the flag is on and the host is local', () => {
    const warn = vi.fn();
    expect(resolveServiceMode({ devFlag: true }, '127.0.0.1', warn)).toEqual({
      mode: 'local',
      payments: 'sandbox',
      mailboxPath: '/dev/mailbox',
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it('uses production, with a warning, when the flag is off', () => {
    const warn = vi.fn();
    expect(resolveServiceMode({ devFlag: false }, 'localhost', warn).mode).toBe('production');
    expect(warn).toHaveBeenCalledOnce();
  });

  it('uses production on a public host even with the flag on', () => {
    const warn = vi.fn();
    const mode = resolveServiceMode({ devFlag: true }, 'portal.school.edu.ng', warn);
    expect(mode).toEqual({ mode: 'production', payments: 'paystack', mailboxPath: null });
    expect(warn).toHaveBeenCalledOnce();
  });
});
