import { Link } from '@fangtasy/shared/router';
import styled from 'styled-components';
import { biteNewsLines, formatEasternDateTime, theme, type BiteNews } from '@fangtasy/shared';
import { Card, Muted } from './dashboard-styles';

const Stories = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** One bite: what happened (or is to do), then why, then the way on. */
const Story = styled.li`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space(1)};
  padding-bottom: ${theme.space(2)};
  overflow-wrap: anywhere;
  & + & {
    border-top: 1px solid ${theme.color.border};
    padding-top: ${theme.space(2)};
  }
`;

/** The way to the bite screen, tall enough for a thumb; the vampire's own choice as a button. */
const Onward = styled(Link)<{ $primary: boolean }>`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  ${(props) =>
    props.$primary
      ? `padding: 0 ${theme.space(4)};
    border-radius: ${theme.radius};
    background: ${theme.color.accent};
    color: #ffffff;
    font-weight: 600;
    text-decoration: none;`
      : ''}
`;

/**
 * The vampire's bite on game day (decision 019): a right to use before its deadline, first on the
 * page, and for a week after a bite both teams read what was taken and why.
 */
export function BiteNewsCard({ news, memberId }: { news: BiteNews[]; memberId: number }) {
  return (
    <Card aria-labelledby="bite-news">
      <h2 id="bite-news">Vampire Bite</h2>
      <Stories>
        {news.map((item) => {
          const lines = biteNewsLines(
            item,
            memberId,
            formatEasternDateTime(item.right.deadline_at),
          );
          const toTake = item.kind === 'to_take';
          return (
            <Story key={`${item.kind}-${item.right.id}`} data-testid="bite-news">
              <span>{lines.headline}</span>
              {lines.why ? <Muted>{lines.why}</Muted> : null}
              <Onward to={`/bite?right=${item.right.id}`} $primary={toTake}>
                {toTake ? 'Choose your bite' : 'See the bite'}
              </Onward>
            </Story>
          );
        })}
      </Stories>
    </Card>
  );
}
