export * from './reviewMessages';
export * from './reviewsClient';
