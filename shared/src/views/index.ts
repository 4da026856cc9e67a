export * from './events';
export * from './days';
export * from './statistics';
