import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { colorSchemeManager } from '@/lib/color-scheme.ts';
import { queryClient } from './query-client.ts';
import { readableColors, theme } from './theme.ts';
import { ToastArea } from './toast-area.tsx';
import './accessibility.css';

/** Theme, colour scheme (light unless chosen otherwise in settings), data and the toast area. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={readableColors}
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
