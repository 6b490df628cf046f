export * from './api-client';
export * from './context';
export * from './endpoint';
export * from './notify';
export * from './query';
export * from './remotes';
export * from './ui-options';
