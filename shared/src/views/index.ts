export * from './events';
export * from './days';
