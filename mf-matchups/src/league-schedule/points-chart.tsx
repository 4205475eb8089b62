import { useId } from 'react';
import styled from 'styled-components';
import { theme } from '@fangtasy/shared';
import { VisuallyHidden } from '../common/visually-hidden';
import type { WeekPoints } from './weekly-points';

const WIDTH = 520;
const HEIGHT = 220;
const PAD = { top: 16, right: 12, bottom: 32, left: 44 };
const BAR = theme.color.info;
const AVERAGE = theme.color.focus;

const Figure = styled.figure`
  margin: ${theme.space(4)} 0;
  max-width: ${WIDTH}px;
  svg {
    width: 100%;
    height: auto;
    display: block;
  }
`;

const Legend = styled.figcaption`
  display: flex;
  gap: ${theme.space(4)};
  color: ${theme.color.textMuted};
  font-size: 0.9rem;
  margin-top: ${theme.space(1)};
`;

const Swatch = styled.span<{ $color: string; $line?: boolean }>`
  display: inline-block;
  width: 14px;
  height: ${(props) => (props.$line ? '3px' : '12px')};
  background: ${(props) => props.$color};
  margin-right: ${theme.space(1)};
  vertical-align: middle;
`;

/** A round step for the value axis: 10, 20, 25, 50, 100... */
const niceMax = (value: number) => {
  if (value <= 0) return 10;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((s) => s * magnitude >= value) ?? 10;
  return step * magnitude;
};

/**
 * The shown member's points in each finished week beside the league's average team score: bars
 * and a line in plain SVG. Its text twin is the image's title and description plus a data table
 * for screen readers, so nothing depends on seeing the picture.
 */
export function PointsChart({
  teamName,
  weeks,
}: {
  teamName: string;
  weeks: readonly WeekPoints[];
}) {
  const titleId = useId();
  const descId = useId();
  const top = niceMax(Math.max(...weeks.flatMap((w) => [w.points, w.leagueAverage]), 0));
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const band = plotWidth / Math.max(weeks.length, 1);
  const x = (index: number) => PAD.left + band * index + band / 2;
  const y = (value: number) => PAD.top + plotHeight - (Math.max(value, 0) / top) * plotHeight;
  const title = `${teamName} points per finished week beside the league average`;
  const description = weeks
    .map(
      (w) =>
        `Week ${w.week}: ${w.points.toFixed(2)} points, league average ${w.leagueAverage.toFixed(2)}`,
    )
    .join('; ');
  const averagePath = weeks.map((w, i) => `${x(i)},${y(w.leagueAverage)}`).join(' ');

  return (
    <Figure>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${titleId} ${descId}`}>
        <title id={titleId}>{title}</title>
        <desc id={descId}>{description}</desc>
        {[0, top / 2, top].map((tick) => (
          <g key={tick}>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(tick)}
              y2={y(tick)}
              stroke={theme.color.border}
              strokeDasharray={tick === 0 ? undefined : '3 4'}
            />
            <text
              x={PAD.left - 6}
              y={y(tick) + 4}
              textAnchor="end"
              fontSize="11"
              fill={theme.color.textMuted}
            >
              {tick}
            </text>
          </g>
        ))}
        {weeks.map((w, i) => (
          <g key={w.week} data-week={w.week}>
            <rect
              x={x(i) - band * 0.3}
              width={band * 0.6}
              y={y(w.points)}
              height={PAD.top + plotHeight - y(w.points)}
              fill={BAR}
              rx="2"
            />
            <text
              x={x(i)}
              y={HEIGHT - PAD.bottom + 16}
              textAnchor="middle"
              fontSize="11"
              fill={theme.color.textMuted}
            >
              W{w.week}
            </text>
          </g>
        ))}
        <polyline points={averagePath} fill="none" stroke={AVERAGE} strokeWidth="2" />
        {weeks.map((w, i) => (
          <circle key={w.week} cx={x(i)} cy={y(w.leagueAverage)} r="3.5" fill={AVERAGE} />
        ))}
      </svg>
      <Legend aria-hidden="true">
        <span>
          <Swatch $color={BAR} />
          {teamName}
        </span>
        <span>
          <Swatch $color={AVERAGE} $line />
          League average
        </span>
      </Legend>
      <VisuallyHidden>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">Week</th>
              <th scope="col">{teamName}</th>
              <th scope="col">League average</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((w) => (
              <tr key={w.week}>
                <th scope="row">Week {w.week}</th>
                <td>{w.points.toFixed(2)}</td>
                <td>{w.leagueAverage.toFixed(2)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Figure>
  );
}
