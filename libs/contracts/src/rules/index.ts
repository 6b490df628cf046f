export * from './availability';
export * from './case-totals';
export * from './dates';
export * from './einvoice';
export * from './invoice-numbering';
export * from './pricing';
export * from './quote-options';
export * from './stay-conditions';
