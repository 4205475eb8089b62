import styled from 'styled-components';
import { Table, TableScroll, theme } from '@fangtasy/shared';
import { formatRuleValue } from './format-rule-value';

// Fixed layout so the tables of one page line up column for column.
const RulesTable = styled(Table)<{ $wideValues: boolean }>`
  table-layout: fixed;
  margin-bottom: ${theme.space(6)};

  th[scope='row'] {
    background: transparent;
    color: ${theme.color.text};
    font-weight: 500;
  }
  th[scope='col']:last-child {
    width: ${(props) => (props.$wideValues ? '50%' : '30%')};
  }
  td {
    font-variant-numeric: tabular-nums;
  }
`;

export interface RuleTableRow {
  label: string;
  value: number | string | null | undefined;
}

/** One titled two-column table of rules (Scoring, Roster and Waiver Rules screens). */
export function RuleTable({
  title,
  valueHeading,
  rows,
  wideValues = false,
}: {
  title: string;
  valueHeading: string;
  rows: RuleTableRow[];
  /** Settings said in words (a review mode, a swap rule) get half the width instead of 30 %. */
  wideValues?: boolean;
}) {
  return (
    <TableScroll>
      <RulesTable $wideValues={wideValues}>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Rule</th>
            <th scope="col">{valueHeading}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>{formatRuleValue(row.value)}</td>
            </tr>
          ))}
        </tbody>
      </RulesTable>
    </TableScroll>
  );
}
