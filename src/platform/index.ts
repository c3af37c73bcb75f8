/** The platform vocabulary: enumerations, constants, routes, page context and rules. Pure, no React, no DOM. */
export * from './enums/index';
export * from './constants';
export * from './routes';
export * from './siteContext/siteContext.types';
export { readSiteContext } from './siteContext/readSiteContext';
export * from './links/linkKind.rules';
export * from './links/linkLimits.rules';
export * from './links/properUrl.rules';
export * from './query/parseQuery';
export * from './popup/popupOverlay.rules';
export * from './popup/mobileInfoBar.rules';
export * from './popup/screenshotMode.rules';
export * from './storage/storageAccess';
export * from './storage/sessionValue';
export { memoryStorage } from './storage/memoryStorage';
export * from './hosts/hostEnvironment.rules';
export * from './hosts/experimentOverride.rules';
export * from './tracking/trackingEligibility.rules';
