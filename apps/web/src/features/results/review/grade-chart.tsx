// Loaded only with the pages that draw it (React.lazy in sheet-review-panel.tsx): the chart
// library stays out of the first download (bench/src/bundle-size.ts).
import '@mantine/charts/styles.css';
import type { TGradeDistribution } from '@campusflow/contracts';
import { BarChart } from '@mantine/charts';

/** The sheet's students per grade, beside the course's earlier sessions' share when known. */
export default function GradeChart(props: {
  distribution: TGradeDistribution;
  earlier: TGradeDistribution | null;
}) {
  const share = (d: TGradeDistribution, grade: string) => {
    const all = d.graded + d.absent;
    const count = d.grades.find((g) => g.grade === grade)?.count ?? 0;
    return all === 0 ? 0 : Math.round((count / all) * 100);
  };
  const data = props.distribution.grades.map((g) => ({
    grade: g.grade,
    'This sheet': share(props.distribution, g.grade),
    ...(props.earlier ? { 'Earlier sessions': share(props.earlier, g.grade) } : {}),
  }));
  const series = [
    { name: 'This sheet', color: 'blue.6' },
    ...(props.earlier ? [{ name: 'Earlier sessions', color: 'gray.4' }] : []),
  ];
  return (
    <BarChart
      h={220}
      data={data}
      dataKey="grade"
      series={series}
      unit=" %"
      withLegend={props.earlier !== null}
      tickLine="y"
      aria-label="Grade distribution"
    />
  );
}
