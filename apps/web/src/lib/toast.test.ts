import { createElement } from 'react';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify, notifyError } from './toast.ts';

// What the toasts look like and how long they stay is the container's (app/toast-area.tsx,
// checked in the browser by e2e/src/app-shell.test.ts); here: that each call reaches the
// library as the right type, with its options.
function spyOnToasts() {
  return {
    success: vi.spyOn(toast, 'success').mockReturnValue('s'),
    error: vi.spyOn(toast, 'error').mockReturnValue('e'),
    warning: vi.spyOn(toast, 'warning').mockReturnValue('w'),
    info: vi.spyOn(toast, 'info').mockReturnValue('i'),
  };
}

afterEach(() => vi.restoreAllMocks());

describe('notify (spec sections 3 and 9: one helper, react-toastify)', () => {
  it('shows each type as that type of react-toastify toast', () => {
    const spies = spyOnToasts();
    expect(notify.success('Saved.')).toBe('s');
    expect(notify.error('Failed.')).toBe('e');
    expect(notify.warning('Careful.')).toBe('w');
    expect(notify.info('For your information.')).toBe('i');
    expect(spies.success).toHaveBeenCalledExactlyOnceWith('Saved.', undefined);
    expect(spies.error).toHaveBeenCalledExactlyOnceWith('Failed.', undefined);
    expect(spies.warning).toHaveBeenCalledExactlyOnceWith('Careful.', undefined);
    expect(spies.info).toHaveBeenCalledExactlyOnceWith('For your information.', undefined);
  });

  it('passes the options on: an id shown once, a toast that stays until clicked', () => {
    const spies = spyOnToasts();
    const notice = createElement('span', null, 'A new version');
    notify.info(notice, { toastId: 'new-build', autoClose: false });
    expect(spies.info).toHaveBeenCalledExactlyOnceWith(notice, {
      toastId: 'new-build',
      autoClose: false,
    });
  });
});

describe('notifyError', () => {
  it('shows the message the API sent as an error toast', () => {
    const spies = spyOnToasts();
    notifyError(new Error('That school code is taken.'));
    expect(spies.error).toHaveBeenCalledExactlyOnceWith('That school code is taken.', undefined);
  });

  it('falls back to the given or the generic message when there is none', () => {
    const spies = spyOnToasts();
    notifyError(new Error(''), 'Could not save the school.');
    notifyError('not an error');
    expect(spies.error.mock.calls.map(([message]) => message)).toEqual([
      'Could not save the school.',
      'Something went wrong. Please try again.',
    ]);
    expect(spies.success).not.toHaveBeenCalled();
  });
});
