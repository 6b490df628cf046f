export * from './api-client';
export * from './context';
export * from './notify';
export * from './remotes';
export * from './ui-options';
