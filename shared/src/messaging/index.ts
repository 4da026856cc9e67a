export * from './constants';
export * from './events';
export * from './schemas';
export * from './live';
