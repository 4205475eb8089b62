import styled from 'styled-components';
import { theme } from './theme';

/** A data table; write `thead`/`tbody` as usual, cells pick up the theme. */
export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};

  caption {
    text-align: left;
    padding: ${theme.space(2)} 0;
    font-weight: 600;
  }
  th,
  td {
    padding: ${theme.space(2)} ${theme.space(3)};
    text-align: left;
    border-bottom: 1px solid ${theme.color.border};
  }
  th {
    background: ${theme.color.surfaceRaised};
    color: ${theme.color.textMuted};
    font-weight: 600;
  }
  tbody tr:hover {
    background: ${theme.color.surfaceRaised};
  }
`;

/**
 * Lets a wide table scroll sideways on a narrow screen instead of breaking the page; focusable,
 * so a keyboard can scroll it too (axe: scrollable-region-focusable).
 */
export const TableScroll = styled.div.attrs({ tabIndex: 0 })`
  overflow-x: auto;
`;

/**
 * A table of few, narrow columns that fits a 390 px phone without sideways scrolling: tight
 * cells, long names wrapped between words, numbers (`data-number` cells) right-aligned on one line.
 */
export const CompactTable = styled(Table)`
  th,
  td {
    padding: ${theme.space(2)};
    overflow-wrap: break-word;
  }
  /* A row's heading (its team) reads as the row's text, not as a column heading. */
  tbody th {
    background: transparent;
    color: ${theme.color.text};
  }
  [data-number] {
    text-align: right;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;
