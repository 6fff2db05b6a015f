/** The build inlines the `process.env` values the shared modules read (scripts/build/offline/bundle.ts). */
declare const process: { env: Record<string, string | undefined> }
