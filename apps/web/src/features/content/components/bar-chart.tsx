import { Table } from '@mantine/core';

export interface Series {
  label: string;
  color: string;
  values: readonly number[];
}

/**
 * A small grouped bar chart drawn in SVG (one group per day), with its figures as a table for screen
 * readers and keyboard users: the chart is decorative, the table is the content.
 */
export function BarChart({
  labels,
  series,
  caption,
  dayHeader,
}: {
  labels: readonly string[];
  series: readonly Series[];
  caption: string;
  dayHeader: string;
}) {
  const width = 720;
  const height = 200;
  const max = Math.max(1, ...series.flatMap((s) => s.values));
  const group = width / Math.max(1, labels.length);
  const bar = Math.max(1, (group * 0.8) / series.length);
  return (
    <figure style={{ margin: 0 }}>
      <svg viewBox={`0 0 ${width} ${height + 4}`} width="100%" aria-hidden="true" focusable="false" style={{ direction: 'ltr' }}>
        <line x1={0} y1={height} x2={width} y2={height} stroke="#adb5bd" />
        {labels.map((label, i) =>
          series.map((s, j) => {
            const value = s.values[i] ?? 0;
            const h = (value / max) * (height - 10);
            return (
              <rect
                key={`${label}-${s.label}`}
                x={i * group + group * 0.1 + j * bar}
                y={height - h}
                width={bar}
                height={h}
                fill={s.color}
              />
            );
          }),
        )}
      </svg>
      <Table.ScrollContainer minWidth={320} mah={240}>
        <Table striped withTableBorder fz="sm">
          <Table.Caption>{caption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{dayHeader}</Table.Th>
              {series.map((s) => (
                <Table.Th scope="col" key={s.label}>
                  <span
                    style={{ display: 'inline-block', width: 10, height: 10, background: s.color, marginInlineEnd: 6 }}
                    aria-hidden="true"
                  />
                  {s.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {labels.map((label, i) => (
              <Table.Tr key={label}>
                <Table.Th scope="row">{label}</Table.Th>
                {series.map((s) => (
                  <Table.Td key={s.label}>{s.values[i] ?? 0}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </figure>
  );
}
