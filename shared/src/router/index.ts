/**
 * `@fangtasy/shared/router` — the part of React Router the product uses, shared as one singleton
 * (a remote's links and redirects must reach the shell's router). A shared package is shipped
 * whole, so the shell and the remotes share this short list instead of react-router-dom: the
 * bundler keeps only what it names and drops the rest (data routers, server rendering, ...).
 * Browser code imports routing from here, never from react-router-dom.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
} from 'react-router-dom';
export type { NavigateOptions } from 'react-router-dom';
