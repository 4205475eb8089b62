import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@fangtasy/shared';
import { AttributionFooter } from './attribution-footer';

const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  &:focus {
    left: ${theme.space(2)};
    top: ${theme.space(2)};
    z-index: 2000;
    background: ${theme.color.surfaceRaised};
    padding: ${theme.space(2)} ${theme.space(3)};
  }
`;

// At least a screen tall, so the footer starts below the fold: a page that swaps its loading
// rows for its content never pushes anything on screen down (no layout shift).
const Main = styled.main`
  max-width: 1100px;
  min-height: 100vh;
  margin: 0 auto;
  padding: ${theme.space(4)} ${theme.space(4)} ${theme.space(12)};
`;

export interface PageFrameProps {
  /** The bar above the page: the navigation once signed in, the product's name on /login. */
  bar: ReactNode;
  children: ReactNode;
}

/** Every screen's frame: a skip link, the bar, the page, the data's attribution below it. */
export function PageFrame({ bar, children }: PageFrameProps) {
  return (
    <>
      <SkipLink href="#main-content">Skip to content</SkipLink>
      {bar}
      <Main id="main-content" tabIndex={-1}>
        {children}
      </Main>
      <AttributionFooter />
    </>
  );
}
