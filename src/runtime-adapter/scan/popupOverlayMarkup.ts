/**
 * The popup overlay in published markup: a `.sqs-popup-overlay` carrying its settings in `data-popup-overlay-json`.
 * Start-up passes over the blocks inside one (the overlay's chunk reads its newsletter block as its signup); the
 * overlay's scanner and the owner's overlay manager read the overlay itself.
 */
export const POPUP_OVERLAY_SELECTOR = '.sqs-popup-overlay[data-popup-overlay-json]';
