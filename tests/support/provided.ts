// What the global setup hands every test file (vitest's provide/inject).
declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL of the api the global setup started. */
    apiUrl: string;
    /** The run's shared Chromium (playwright's launchServer endpoint); empty when there is none. */
    browserEndpoint: string;
  }
}

export {};
