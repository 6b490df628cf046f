export * from './availability';
export * from './case-totals';
export * from './dates';
export * from './pricing';
export * from './stay-conditions';
export * from './einvoice';
export * from './invoice-numbering';
