import { Suspense } from 'react';
import { Outlet } from '@fangtasy/shared/router';
import styled from 'styled-components';
import { theme } from '@fangtasy/shared';
import { NavBar } from '../features/navigation/nav-bar';
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

/** Every screen: the navigation bar above the routed page, the data's attribution below it. */
export function AppLayout() {
  return (
    <>
      <SkipLink href="#main-content">Skip to content</SkipLink>
      <NavBar />
      <Main id="main-content" tabIndex={-1}>
        {/* Pages other than Login download on first use; the bar stays while one arrives. */}
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </Main>
      <AttributionFooter />
    </>
  );
}
