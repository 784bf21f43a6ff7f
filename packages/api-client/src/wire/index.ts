export * from './envelope';
export * from './form-codec';
