/** The package's `services` entry: what blocks ask the page for (forms, commerce, reviews, the data call), built over a fetch you give them. */
export * from '../services/forms';
export * from '../services/commerce';
export * from '../services/reviews';
export * from '../services/http/dataCall';
export * from '../services/http/fetchLike';
