// `@ham/ui/testing`: jest helpers, kept out of the runtime entry point (src/index.ts).
export * from './src/testing';
