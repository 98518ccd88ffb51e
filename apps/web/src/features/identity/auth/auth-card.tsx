import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/document-title.ts';

/** The frame of the sign-in pages: a titled card, narrow on a desktop, full width on a phone. */
export function AuthCard(props: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  useDocumentTitle(props.title);
  return (
    <Container size={460} py={{ base: 'lg', sm: 48 }} px="md">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <div>
            <Title order={1} fz={26}>
              {props.title}
            </Title>
            {props.subtitle ? (
              <Text c="dimmed" size="sm" mt={4}>
                {props.subtitle}
              </Text>
            ) : null}
          </div>
          {props.children}
        </Stack>
      </Paper>
    </Container>
  );
}
