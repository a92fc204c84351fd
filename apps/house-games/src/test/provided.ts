// What the shared global setup (apps/server/src/test/house-global-setup.ts) provides to these tests.
declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
    /** Holds the house migrations; each test copies it. */
    houseTemplateDatabase: string;
  }
}

export {};
