export * from './nativeBridge';
