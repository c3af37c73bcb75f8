export * from './captchaLoader';
