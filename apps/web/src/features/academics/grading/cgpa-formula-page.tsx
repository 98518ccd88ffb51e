import { Badge, Button, Card, Grid, NavLink, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { gradingSchemesQuery } from './grading-api.ts';
import { GradingSchemeEditor } from './grading-scheme-editor.tsx';

/** `appadmin/cgpa-formula`: the platform's grading schemes, with a live example. */
export function CgpaFormulaPage() {
  const schemes = useQuery(gradingSchemesQuery());
  const [selected, setSelected] = useState<string | 'new' | null>(null);
  return (
    <Stack gap="md">
      <PageHeader
        title="CGPA formula"
        description="Grading schemes: score bands, grade points and classes of degree. Each school chooses one per entry year."
        actions={<Button onClick={() => setSelected('new')}>New scheme</Button>}
      />
      <QueryState
        query={schemes}
        isEmpty={(d) => d.items.length === 0 && selected !== 'new'}
        empty="No grading schemes yet. Create one with “New scheme”: it starts as the national 5-point scale."
      >
        {(data) => {
          const current =
            selected === 'new'
              ? null
              : (data.items.find((s) => s.id === selected) ?? data.items[0] ?? null);
          return (
            <Grid>
              <Grid.Col span={{ base: 12, md: 3 }}>
                <Card withBorder padding="xs">
                  {data.items.map((s) => (
                    <NavLink
                      key={s.id}
                      label={s.name}
                      description={`${s.maxPoint}-point`}
                      active={selected !== 'new' && current?.id === s.id}
                      onClick={() => setSelected(s.id)}
                      rightSection={
                        s.schoolCount > 0 ? <Badge size="xs">{s.schoolCount}</Badge> : null
                      }
                    />
                  ))}
                </Card>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 9 }}>
                <GradingSchemeEditor
                  key={selected === 'new' ? 'new' : (current?.id ?? 'none')}
                  scheme={selected === 'new' ? null : current}
                  onSaved={(s) => setSelected(s.id)}
                />
              </Grid.Col>
            </Grid>
          );
        }}
      </QueryState>
    </Stack>
  );
}
