export * from './cases';
export * from './define-route';
