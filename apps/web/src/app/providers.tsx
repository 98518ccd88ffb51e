import { Alert, Badge, createTheme, Drawer, MantineProvider, Modal } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { colorSchemeManager } from '@/lib/color-scheme.ts';
import { queryClient } from './query-client.ts';
import { ToastArea } from './toast-area.tsx';
import './focus.css';

const theme = createTheme({
  primaryColor: 'blue',
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  components: {
    // A badge is a status word ("abandoned", "unpaid"): Mantine lets a row squeeze it to "UNPA…".
    // It keeps its width, and a long one wraps inside its pill instead of being cut.
    Badge: Badge.extend({
      styles: {
        root: {
          flexShrink: 0,
          overflow: 'visible',
          height: 'auto',
          minHeight: 'var(--badge-height)',
        },
        label: { overflow: 'visible', whiteSpace: 'normal' },
      },
    }),
    // A close button drawn as a cross still says what it does to a screen reader.
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } }),
    Drawer: Drawer.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } }),
    Alert: Alert.extend({ defaultProps: { closeButtonLabel: 'Dismiss' } }),
  },
});

/** Theme, colour scheme (light unless chosen otherwise in settings), data and the toast area. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="light"
      colorSchemeManager={colorSchemeManager}
    >
      <QueryClientProvider client={queryClient}>
        {children}
        <ToastArea />
      </QueryClientProvider>
    </MantineProvider>
  );
}
