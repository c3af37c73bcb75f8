/** The package's `dialogs` entry: the dialog host and view, and the system error overlay. */
export * from '../dialogs/DialogHost';
export * from '../dialogs/DialogView';
export * from '../dialogs/SystemErrorOverlay';
