// Loaded only through lazy-charts.tsx, with the pages that draw a chart: the chart library
// (about 130 KB gzip) stays out of the first download and out of every area's chunk
// (bench/src/bundle-size.ts).
import '@mantine/charts/styles.css';

export { AreaChart, BarChart, DonutChart, FunnelChart, LineChart } from '@mantine/charts';
