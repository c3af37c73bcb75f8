/** The package's `dialogs` entry: the dialog host and view, and the system error overlay. */
export * from '../dialogs/DialogHost';
export * from '../primitives/dialog/DialogView';
export * from '../dialogs/SystemErrorOverlay';
