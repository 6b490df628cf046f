export * from './availability';
export * from './dates';
export * from './pricing';
export * from './stay-conditions';
export * from './case-totals';
