import { BrowserRouter } from '@fangtasy/shared/router';
import { GlobalStyle } from '@fangtasy/shared';
import { AppRoutes } from './app-routes';
import { GlobalErrorBoundary } from './global-error-boundary';

/** The shell application: global styles, the error screen, the router and its routes. */
export function App() {
  return (
    <GlobalErrorBoundary>
      <GlobalStyle />
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </GlobalErrorBoundary>
  );
}
