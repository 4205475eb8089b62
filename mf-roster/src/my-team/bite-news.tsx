import { Link } from '@fangtasy/shared/router';
import styled from 'styled-components';
import { biteNewsLines, formatEasternDateTime, theme, type BiteNews } from '@fangtasy/shared';

const Box = styled.section`
  margin: 0 0 ${theme.space(3)};
  padding: ${theme.space(2)} ${theme.space(3)};
  border-left: 3px solid ${theme.color.accentHover};
  background: ${theme.color.surface};
  border-radius: ${theme.radius};
  font-size: 0.9rem;
  overflow-wrap: anywhere;
  p {
    margin: 0;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;

const Why = styled.p`
  color: ${theme.color.textMuted};
`;

/**
 * Above the lineup: the member's bite right to use, or what a bite took from his team or gave it
 * in the last week, and why (decision 019) — the same words as the dashboard's.
 */
export function BiteNewsPanel({ news, memberId }: { news: readonly BiteNews[]; memberId: number }) {
  if (news.length === 0) return null;
  return (
    <>
      {news.map((item) => {
        const lines = biteNewsLines(item, memberId, formatEasternDateTime(item.right.deadline_at));
        return (
          <Box
            key={`${item.kind}-${item.right.id}`}
            aria-label="Vampire bite"
            data-testid="bite-news"
          >
            <p>{lines.headline}</p>
            {lines.why ? <Why>{lines.why}</Why> : null}
            <Link to={`/bite?right=${item.right.id}`}>
              {item.kind === 'to_take' ? 'Choose your bite' : 'See the bite'}
            </Link>
          </Box>
        );
      })}
    </>
  );
}
