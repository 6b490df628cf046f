// `@ham/contracts/offers`: the schemas of the offers answering a quote request (docs/product/offers.md)
// and their route contracts, outside the package's index so that the screens that never show an
// offer do not fetch them with the shared contracts (the first staff screen's budget).
export * from './src/offers';
export * from './src/routes/offers';
