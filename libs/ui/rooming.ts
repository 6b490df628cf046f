// `@ham/ui/rooming`: the rooming list's grid, shared by staff's and the agency's screens
// (docs/product/rooming-list.md), kept out of the runtime entry point (src/index.ts, a shared module
// of the federation, loaded by the first screen: it would bring zod and the contracts' schemas):
// each remote that uses it bundles its own copy, over the shared `@ham/ui`.
export * from './rooming/grid-model';
export * from './rooming/rooming-editor';
export * from './rooming/rooming-screen';
