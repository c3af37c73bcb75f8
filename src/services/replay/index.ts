export * from './sessionReplay';
