export * from './boundary';
export * from './catalogue';
export * from './errors';
export * from './metadata';
export * from './position';
export * from './store';
export * from './subscribe';
export * from './wakeup';
