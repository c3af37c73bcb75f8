/** The platform vocabulary: enumerations, constants, routes, page context and rules. Pure, no React, no DOM. */
export * from './enums/index';
export * from './constants';
export * from './routes';
export * from './siteContext/siteContext.types';
export { readSiteContext } from './siteContext/readSiteContext';
