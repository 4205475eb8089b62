import styled from 'styled-components';
import { PAGINATION_WINDOW } from '../domain/constants';
import { paginationItems } from './pagination-items';
import { theme } from './theme';

const Nav = styled.nav`
  margin: ${theme.space(4)} 0;
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space(1)};
    list-style: none;
    padding: 0;
    margin: 0;
  }
`;

const PageButton = styled.button`
  min-width: 2.5rem;
  padding: ${theme.space(1)} ${theme.space(2)};
  background: ${theme.color.surfaceRaised};
  color: ${theme.color.text};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  font: inherit;
  cursor: pointer;
  &[aria-current='page'] {
    background: ${theme.color.accent};
    border-color: ${theme.color.accent};
    color: #ffffff;
    font-weight: 700;
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const Gap = styled.span`
  display: inline-block;
  padding: ${theme.space(1)} ${theme.space(2)};
  color: ${theme.color.textMuted};
`;

export interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  windowSize?: number;
  label?: string;
}

/** First, Previous, a 5-page window with ellipses, Next, Last; renders nothing for one page. */
export function Pagination({
  page,
  totalPages,
  onPageChange,
  windowSize = PAGINATION_WINDOW,
  label = 'Pagination',
}: PaginationProps) {
  if (totalPages <= 1) return null;
  const atFirst = page <= 1;
  const atLast = page >= totalPages;
  return (
    <Nav aria-label={label}>
      <ul>
        <li>
          <PageButton type="button" disabled={atFirst} onClick={() => onPageChange(1)}>
            First
          </PageButton>
        </li>
        <li>
          <PageButton type="button" disabled={atFirst} onClick={() => onPageChange(page - 1)}>
            Previous
          </PageButton>
        </li>
        {paginationItems(page, totalPages, windowSize).map((item) =>
          item.kind === 'ellipsis' ? (
            <li key={`gap-${item.key}`} aria-hidden="true">
              <Gap>…</Gap>
            </li>
          ) : (
            <li key={item.page}>
              <PageButton
                type="button"
                aria-label={`Page ${item.page}`}
                aria-current={item.page === page ? 'page' : undefined}
                onClick={() => onPageChange(item.page)}
              >
                {item.page}
              </PageButton>
            </li>
          ),
        )}
        <li>
          <PageButton type="button" disabled={atLast} onClick={() => onPageChange(page + 1)}>
            Next
          </PageButton>
        </li>
        <li>
          <PageButton type="button" disabled={atLast} onClick={() => onPageChange(totalPages)}>
            Last
          </PageButton>
        </li>
      </ul>
    </Nav>
  );
}
