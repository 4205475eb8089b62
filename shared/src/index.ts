/**
 * @fangtasy/shared — the browser entry, loaded once as a Module Federation singleton (session
 * atoms are identity-keyed, so there must be one copy). Each area lists its public names in its
 * own index; node code (api, build configs) imports the node-safe subpaths instead:
 * '@fangtasy/shared/domain', '/validation', '/federation'.
 *
 * The zod schemas are not in this entry: the browser takes them from '@fangtasy/shared/validation',
 * a share of its own, so the screens before login (this entry) stay without the schema library.
 */
export * from './domain/index';
export { readLoginForm } from './validation/login-form';
export type { LoginFormReading } from './validation/login-form';
export * from './api/index';
export * from './session/index';
export * from './ui/index';
