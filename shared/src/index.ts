export * from './catalogue';
export * from './events/index';
export * from './roles';
export * from './permissions';
