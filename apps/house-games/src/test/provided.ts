// What the shared global setup (apps/server/src/test/global-setup.ts) provides to these tests.
declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
  }
}

export {};
