import styled, { keyframes } from 'styled-components';
import { theme } from './theme';

const Text = styled.p`
  color: ${theme.color.textMuted};
  margin: ${theme.space(2)} 0;
`;

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

/** A placeholder row the size of a list row, shimmering while the page loads. */
const SkeletonRow = styled.div`
  height: 44px;
  margin: ${theme.space(1)} 0;
  border-radius: ${theme.radius};
  background: linear-gradient(
    90deg,
    ${theme.color.surface} 25%,
    ${theme.color.surfaceRaised} 50%,
    ${theme.color.surface} 75%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s linear infinite;
`;

export interface LoadingTextProps {
  /** The page's own loading text (e.g. 'Loading leagues...'). */
  children?: string;
  /** Skeleton rows shown under the text, roughly the rows the page will show. */
  rows?: number;
}

/** A polite live "loading" line (the spec's text) over skeleton rows the shape of the page. */
export function LoadingText({ children = 'Loading...', rows = 3 }: LoadingTextProps) {
  return (
    <div>
      <Text role="status" aria-live="polite">
        {children}
      </Text>
      <div aria-hidden="true" data-testid="skeleton">
        {Array.from({ length: rows }, (_, index) => (
          <SkeletonRow key={index} />
        ))}
      </div>
    </div>
  );
}
