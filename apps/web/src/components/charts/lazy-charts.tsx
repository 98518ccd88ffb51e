import type {
  AreaChartProps,
  BarChartProps,
  DonutChartProps,
  FunnelChartProps,
  LineChartProps,
} from '@mantine/charts';
import { Skeleton, type StyleProp } from '@mantine/core';
import { type ComponentType, lazy, Suspense } from 'react';

// Types only from '@mantine/charts' here: the code comes with chart-kit.tsx, on first use.
const kit = () => import('./chart-kit.tsx');

function lazyChart<P extends { h?: StyleProp<number | string> }>(
  pick: (m: Awaited<ReturnType<typeof kit>>) => ComponentType<P>,
) {
  const Chart = lazy(() => kit().then((m) => ({ default: pick(m) })));
  return function LazyChart(props: P) {
    return (
      <Suspense
        fallback={
          <Skeleton
            h={typeof props.h === 'number' ? props.h : 240}
            radius="sm"
            role="status"
            aria-label="Loading chart"
          />
        }
      >
        {/* A labelled chart is one picture to assistive technology, named by its label. */}
        <Chart {...({ role: 'img' } as unknown as Partial<P>)} {...props} />
      </Suspense>
    );
  };
}

/** Mantine's charts, each loaded on first draw with a skeleton of its height meanwhile. */
export const LazyBarChart = lazyChart<BarChartProps>((m) => m.BarChart);
export const LazyLineChart = lazyChart<LineChartProps>((m) => m.LineChart);
export const LazyAreaChart = lazyChart<AreaChartProps>((m) => m.AreaChart);
export const LazyDonutChart = lazyChart<DonutChartProps>((m) => m.DonutChart);
export const LazyFunnelChart = lazyChart<FunnelChartProps>((m) => m.FunnelChart);
