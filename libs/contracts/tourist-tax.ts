// `@ham/contracts/tourist-tax`: the city tax's rule and a case's tax (docs/product/tourist-tax.md),
// outside the package's index so that the screens that never show it do not fetch them with the
// shared contracts (the first staff screen's budget).

export * from './src/routes/tourist-tax';
export * from './src/rules/tourist-tax';
export * from './src/tourist-tax';
