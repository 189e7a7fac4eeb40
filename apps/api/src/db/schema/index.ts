export * from './billing.schema';
export * from './jobs.schema';
export * from './sign-in-codes.schema';
export * from './source-cache.schema';
export * from './system.schema';
export * from './users.schema';
export * from './widget-types.schema';
export * from './widgets.schema';
