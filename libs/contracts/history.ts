// `@ham/contracts/history`: the schemas of 'Storico modifiche', 'Registro attività' and 'Accessi'
// (docs/product/history.md) and their route contracts, outside the package's index so that the
// screens that never show a history line do not fetch them with the shared contracts (the first
// staff screen's budget).
export * from './src/history';
export * from './src/routes/history';
