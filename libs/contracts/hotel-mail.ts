// `@ham/contracts/hotel-mail`: the schemas of 'Invia all'hotel' (docs/product/rooming-list.md#to-the-hotel),
// and its route contracts, outside the package's index so that the screens that never send a stay to its hotel do not fetch
// them with the shared contracts (the first staff screen's budget).
export * from './src/hotel-mail';
export * from './src/routes/hotel-mail';
