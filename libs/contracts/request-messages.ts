// `@ham/contracts/request-messages`: the schemas of 'Messaggi' (docs/product/agency-portal.md#messages)
// and their route contracts, outside the package's index: the shell's menu badges know the unread
// routes by type only, and the screens without a thread do not fetch them (the first staff screen's budget).
export * from './src/request-messages';
export * from './src/routes/request-messages';
