/** The quantity stepper's names (this project's English; the spec shows none), each for the entry's title. */
export const quantityLabel = (title: string) => `Quantity of ${title}`;
export const decreaseLabel = (title: string) => `Decrease quantity of ${title}`;
export const increaseLabel = (title: string) => `Increase quantity of ${title}`;
