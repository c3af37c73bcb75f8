export * from './pageTypes';
export * from './website';
export * from './commerce';
export * from './display';
export * from './blockTypes';
export * from './content';
