export * from './owners';
export * from './identity';
export * from './platform';
export * from './localisation';
export * from './microservices';
export * from './organisations';
export * from './notifications';
export * from './subscriptions';
