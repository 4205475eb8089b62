/**
 * @fangtasy/shared — the browser entry, loaded once as a Module Federation singleton (session
 * atoms are identity-keyed, so there must be one copy). Each area lists its public names in its
 * own index; node code (api, build configs) imports the node-safe subpaths instead:
 * '@fangtasy/shared/domain', '/validation', '/federation'.
 */
export * from './domain/index';
export * from './validation/index';
export * from './api/index';
export * from './session/index';
export * from './ui/index';
