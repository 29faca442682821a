import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format.ts';

/**
 * A figure as shown: digit groups joined by no-break spaces, a number separator for the bidi algorithm, so
 * "3 000 000" stays in order inside a right-to-left page.
 */
export const shown = (v: number): string => formatNumber(v).replace(/ /g, '\u00A0');

export interface Series {
  key: string;
  label: string;
  color: string;
}

/**
 * A grouped bar chart drawn in SVG (decision 066): one group per category, one bar per series, the value
 * written above each bar. In Arabic the categories run right to left (the chart is mirrored, the texts are not).
 */
export function BarChart({
  title,
  categories,
  series,
  values,
  height = 180,
}: {
  title: string;
  categories: string[];
  series: Series[];
  values: number[][];
  height?: number;
}) {
  const { i18n } = useTranslation();
  const rtl = i18n.language === 'ar';
  const max = Math.max(1, ...values.flat());
  const labels = values.flat().map(shown);
  // Wide enough for the longest figure written above a bar, so none is cut at the edge.
  const groupWidth = Math.max(36, series.length * 16 + 12, Math.max(0, ...labels.map((l) => l.length)) * 5 + 16);
  const barsWidth = series.length * 16 - 4;
  const width = categories.length * groupWidth + 8;
  const top = 16;
  const bottom = 28;
  const plot = height - top - bottom;
  const x = (i: number) => (rtl ? width - 4 - (i + 1) * groupWidth : 4 + i * groupWidth);
  return (
    <figure style={{ margin: 0 }}>
      <figcaption>
        <Text fw={600} size="sm">
          {title}
        </Text>
      </figcaption>
      <svg
        role="img"
        aria-label={title}
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        style={{ maxWidth: width * 2, display: 'block' }}
      >
        <line x1={0} x2={width} y1={top + plot} y2={top + plot} stroke="#adb5bd" />
        {categories.map((c, i) => (
          <g key={c}>
            {series.map((s, j) => {
              const v = values[i]?.[j] ?? 0;
              const h = (v / max) * plot;
              const bx = x(i) + (groupWidth - barsWidth) / 2 + (rtl ? series.length - 1 - j : j) * 16;
              return (
                <g key={s.key}>
                  <rect x={bx} y={top + plot - h} width={12} height={h} fill={s.color}>
                    <title>{`${c} — ${s.label} : ${shown(v)}`}</title>
                  </rect>
                  {v > 0 ? (
                    <text x={bx + 6} y={top + plot - h - 3} fontSize={8} textAnchor="middle">
                      {shown(v)}
                    </text>
                  ) : null}
                </g>
              );
            })}
            <text x={x(i) + groupWidth / 2} y={height - 10} fontSize={9} textAnchor="middle" direction="ltr">
              {c}
            </text>
          </g>
        ))}
      </svg>
      <Group gap="md" mt={4}>
        {series.map((s) => (
          <Group key={s.key} gap={4}>
            <span aria-hidden style={{ display: 'inline-block', width: 10, height: 10, background: s.color }} />
            <Text size="xs">{s.label}</Text>
          </Group>
        ))}
      </Group>
    </figure>
  );
}
