import { announce } from './live-announcer.ts';

// Issue 20, "errors are announced": a refused form moves focus to its first wrong field (whose
// description, aria-describedby, is the error) and says how many need attention, since focus
// that is already on that field would announce nothing new.

const FOCUSABLE = 'input:not([type="hidden"]), textarea, select, button, [tabindex]';

/** What a screen reader hears when a form is refused: "2 fields need attention." */
export function attentionMessage(count: number): string {
  return count === 1 ? '1 field needs attention.' : `${count} fields need attention.`;
}

/**
 * Focuses the first field marked invalid in `scope` (the submitted form; else the open dialog,
 * else the page) and announces how many fields are wrong.
 */
export function drawAttention(scope: ParentNode | null, count: number): void {
  const within = scope ?? document.querySelector('[role="dialog"]') ?? document;
  const field = within.querySelector<HTMLElement>('[aria-invalid="true"]');
  // A group (radio group, segmented control) is marked as a whole: its first control takes focus.
  const control = field?.matches(FOCUSABLE) ? field : field?.querySelector<HTMLElement>(FOCUSABLE);
  control?.focus();
  announce(attentionMessage(count));
}
