import styled from 'styled-components';
import { theme } from '@fangtasy/shared';
import { VisuallyHidden } from '../waiver-wire/visually-hidden';

const SLOT = 28;
const BAR = 18;
const HEIGHT = 120;
const TOP = 14;
const BOTTOM = 16;

const Svg = styled.svg`
  display: block;
  width: 100%;
  max-width: 560px;
  height: auto;
`;

export interface WeeklyPointsChartProps {
  /** Weeks 1 … n in order; null points: no stat line that week (a bye, or he did not play). */
  series: readonly { week: number; points: number | null }[];
}

/**
 * A player's points week by week as small bars (inline SVG, no chart library): the value above
 * each bar, the week under it, a dash for a week without a line. The figures are also a table
 * that assistive technology reads, since the drawing itself is hidden from it.
 */
export function WeeklyPointsChart({ series }: WeeklyPointsChartProps) {
  if (series.length === 0) return <p>No weeks played yet.</p>;
  const values = series.map((entry) => entry.points ?? 0);
  const high = Math.max(1, ...values);
  const low = Math.min(0, ...values);
  const plot = HEIGHT - TOP - BOTTOM;
  const y = (value: number) => TOP + ((high - value) / (high - low)) * plot;
  const zero = y(0);
  const width = series.length * SLOT;
  return (
    <figure style={{ margin: 0 }}>
      <Svg
        viewBox={`0 0 ${width} ${HEIGHT}`}
        aria-hidden="true"
        data-testid="weekly-chart"
        focusable="false"
      >
        <line x1={0} x2={width} y1={zero} y2={zero} stroke={theme.color.border} />
        {series.map((entry, index) => {
          const x = index * SLOT + (SLOT - BAR) / 2;
          const points = entry.points;
          const top = points === null ? zero : Math.min(y(points), zero);
          const height = points === null ? 0 : Math.max(1, Math.abs(y(points) - zero));
          return (
            <g
              key={entry.week}
              data-testid="week-bar"
              data-week={entry.week}
              data-points={points ?? ''}
            >
              {points !== null ? (
                <rect x={x} y={top} width={BAR} height={height} rx={2} fill={theme.color.info} />
              ) : null}
              <text
                x={x + BAR / 2}
                y={points === null ? zero - 3 : Math.max(9, top - 3)}
                textAnchor="middle"
                fontSize={8}
                fill={theme.color.text}
              >
                {points === null ? '–' : points.toFixed(1)}
              </text>
              <text
                x={x + BAR / 2}
                y={HEIGHT - 4}
                textAnchor="middle"
                fontSize={8}
                fill={theme.color.textMuted}
              >
                {entry.week}
              </text>
            </g>
          );
        })}
      </Svg>
      <VisuallyHidden as="table">
        <caption>Weekly points</caption>
        <thead>
          <tr>
            <th scope="col">Week</th>
            <th scope="col">Points</th>
          </tr>
        </thead>
        <tbody>
          {series.map((entry) => (
            <tr key={entry.week}>
              <td>Week {entry.week}</td>
              <td>{entry.points === null ? 'No game' : entry.points.toFixed(2)}</td>
            </tr>
          ))}
        </tbody>
      </VisuallyHidden>
    </figure>
  );
}
