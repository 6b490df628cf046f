export * from './availability';
export * from './dates';
export * from './pricing';
