export * from './admin-users';
export * from './captchas';
export * from './files';
export * from './login-attempts';
export * from './operation-logs';
export * from './roles';
export * from './sessions';
