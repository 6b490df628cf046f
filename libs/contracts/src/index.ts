import './locale';

export * from './auth';
export * from './common';
export * from './errors';
export * from './geo';
export * from './messages';
export * from './paging';
export * from './reference';
export * from './services';
export * from './hotels';
export * from './pricing';
export * from './allotment';
export * from './rules';
