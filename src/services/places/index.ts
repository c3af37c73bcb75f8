export * from './placesService';
