import {
  type AlertProps,
  type BadgeProps,
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  type DrawerProps,
  darken,
  luminance,
  type ModalProps,
  type PaginationProps,
  type TableScrollContainerProps,
} from '@mantine/core';

// The components' settings are plain objects, not `Modal.extend(...)`: naming a component here
// would put it, and what it uses (the dialog's focus trap, the scroll area and its positioning
// library), in the first download of every page, 35 KB gzip that most pages never draw (issue 20).
// Each object is checked against the component's own props.

/** Grey text that still reads: 5.4:1 on white (Mantine's own is 3.3:1). */
const READABLE_GREY = '#646b73';
/** The same in the dark scheme: 5.4:1 on a dark card (Mantine's own is 3.5:1). */
const READABLE_GREY_ON_DARK = '#a3a3a3';

export const theme = createTheme({
  primaryColor: 'blue',
  // White on blue 8 is 5:1, and blue 8 links on white too (blue 6 was 3.5:1).
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  components: {
    // A badge is a status word ("abandoned", "unpaid"): Mantine lets a row squeeze it to "UNPA…".
    // It keeps its width, and a long one wraps inside its pill instead of being cut.
    Badge: {
      styles: {
        root: {
          flexShrink: 0,
          overflow: 'visible',
          height: 'auto',
          minHeight: 'var(--badge-height)',
        },
        label: { overflow: 'visible', whiteSpace: 'normal' },
      } satisfies BadgeProps['styles'],
    },
    // A close button drawn as a cross still says what it does to a screen reader.
    Modal: {
      defaultProps: {
        closeButtonProps: { 'aria-label': 'Close dialog' },
      } satisfies Partial<ModalProps>,
    },
    Drawer: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } satisfies Partial<DrawerProps>,
    },
    Alert: { defaultProps: { closeButtonLabel: 'Dismiss' } satisfies Partial<AlertProps> },
    // The arrows say which way they go.
    Pagination: {
      defaultProps: {
        getControlProps: (control) => ({ 'aria-label': `${control} page` }),
      } satisfies Partial<PaginationProps>,
    },
    // A table that scrolls inside its own box at 360 px can be scrolled with the arrow keys too.
    TableScrollContainer: {
      defaultProps: {
        scrollAreaProps: { viewportProps: { tabIndex: 0 } },
      } satisfies Partial<TableScrollContainerProps>,
    },
  },
});

/** WCAG's contrast of white text on `colour`. */
const contrastWithWhite = (colour: string) => 1.05 / (luminance(colour) + 0.05);

/**
 * A filled button or badge's colour (shade 8) darkened until its white text reads at 4.5:1:
 * white on Mantine's green 8 is 3.4:1, on its orange 8 2.6:1. Blue 8, the primary, already
 * reads (5:1) and stays as it is.
 */
export function fillUnderWhite(colour: string): string {
  let fill = colour;
  for (let step = 0; step < 20 && contrastWithWhite(fill) < 4.5; step++) fill = darken(fill, 0.05);
  return fill;
}

/**
 * Colours that meet WCAG AA contrast (issue 20, axe-core's color-contrast): dimmed text and
 * placeholders in both schemes, and in the light one every colour used as text (`c="orange"`, the light and
 * outline variants: status badges, warnings) darkened from shade 9 until it reads on white and
 * on its own pale fill; and in both schemes every filled colour dark enough for its white text.
 */
export const readableColors: CSSVariablesResolver = () => {
  const lightText: Record<string, string> = {};
  const filled: Record<string, string> = {};
  for (const [name, shades] of Object.entries(DEFAULT_THEME.colors)) {
    const readable = darken(shades[9], 0.3);
    for (const use of ['light-color', 'text', 'outline']) {
      lightText[`--mantine-color-${name}-${use}`] = readable;
    }
    const fill = fillUnderWhite(shades[8]);
    filled[`--mantine-color-${name}-filled`] = fill;
    filled[`--mantine-color-${name}-filled-hover`] = darken(fill, 0.12);
  }
  return {
    variables: {},
    light: {
      '--mantine-color-dimmed': READABLE_GREY,
      '--mantine-color-placeholder': READABLE_GREY,
      ...lightText,
      ...filled,
    },
    dark: {
      '--mantine-color-dimmed': READABLE_GREY_ON_DARK,
      '--mantine-color-placeholder': READABLE_GREY_ON_DARK,
      ...filled,
    },
  };
};
