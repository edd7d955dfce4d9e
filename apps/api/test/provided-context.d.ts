// Values the global setup hands to every test file through vitest's provide/inject.
declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    postgresUrl: string;
    pgTemplateName: string;
  }
}

export {};
