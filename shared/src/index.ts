export * from './events/index';
export * from './roles';
