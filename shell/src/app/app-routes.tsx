import { Suspense } from 'react';
import { Navigate, Route, Routes } from '@fangtasy/shared/router';
import { LoginPage } from '../features/auth/login-page';
import { PublicBar } from '../features/navigation/public-bar';
import { PageFrame } from './page-frame';
import { RedirectIfSignedIn } from './redirect-if-signed-in';
import { SignedInShell } from './signed-in-shell';

/**
 * The shell's first route table: /login, the one page in the first download, and every other
 * path handed to the signed-in shell, which arrives as one chunk (decision 055). /login imports
 * neither the navigation nor the data layer: a build check keeps them out (hostConfig).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="/login" replace />} />
      <Route path="login" element={<RedirectIfSignedIn />}>
        <Route
          index
          element={
            <PageFrame bar={<PublicBar />}>
              <LoginPage />
            </PageFrame>
          }
        />
      </Route>
      <Route
        path="*"
        element={
          <Suspense fallback={null}>
            <SignedInShell />
          </Suspense>
        }
      />
    </Routes>
  );
}
