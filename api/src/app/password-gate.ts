import type { App } from '../app';
import { createPasswordGate, type PasswordGate } from '../auth/password-gate';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where every password hash and verification waits its turn (auth/password-gate). */
    passwordGate: PasswordGate;
  }
}

/** One gate for the process's password work, sized by the configuration (decision 024). */
export function addPasswordGate(app: App): void {
  const { config } = app.ctx;
  app.decorate(
    'passwordGate',
    createPasswordGate({
      atOnce: config.passwordChecksAtOnce,
      waiting: config.passwordChecksWaiting,
    }),
  );
}
