export * from './constants/app';
export * from './constants/lists';
export * from './entities/site.schema';
export * from './entities/user.schema';
export * from './entities/widget-type.schema';
