// `@ham/contracts/dashboard`: the schemas of 'Cruscotto' (docs/product/dashboard.md) and their
// route contracts, outside the package's index so that the screens that never show it do not fetch
// them with the shared contracts (the first staff screen's budget).
export * from './src/dashboard';
export * from './src/routes/dashboard';
