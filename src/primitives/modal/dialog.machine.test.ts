import { describe, expect, it } from 'vitest';
import { dialogReducer, initialDialog, stackedZIndex, type DialogEvent } from './dialog.machine';

const run = (events: DialogEvent[], state = initialDialog()) => events.reduce(dialogReducer, state);

describe('dialog machine', () => {
  it('hides on confirm, reject and cancel, remembering which', () => {
    expect(run([{ type: 'CONFIRM' }])).toMatchObject({ phase: 'hiding', outcome: 'confirm' });
    expect(run([{ type: 'REJECT' }])).toMatchObject({ phase: 'hiding', outcome: 'reject' });
    expect(run([{ type: 'CANCEL' }, { type: 'HIDDEN' }])).toMatchObject({ phase: 'hidden', outcome: 'cancel' });
  });

  it('cancels on an overlay click and on Escape, unless Escape is turned off', () => {
    expect(run([{ type: 'OVERLAY_CLICK' }]).outcome).toBe('cancel');
    expect(run([{ type: 'ESCAPE' }]).outcome).toBe('cancel');
    expect(run([{ type: 'ESCAPE' }], initialDialog({ escapeCancels: false }))).toMatchObject({ phase: 'shown', outcome: null });
  });

  it('takes the first answer only, and finishes hiding once', () => {
    const state = run([{ type: 'CONFIRM' }, { type: 'REJECT' }, { type: 'ESCAPE' }]);
    expect(state).toMatchObject({ phase: 'hiding', outcome: 'confirm' });
    expect(run([{ type: 'HIDDEN' }])).toMatchObject({ phase: 'shown' });
    expect(run([{ type: 'TIMEOUT' }, { type: 'HIDDEN' }, { type: 'HIDDEN' }])).toMatchObject({ phase: 'hidden', outcome: 'timeout' });
  });

  it('stacks later dialogs above earlier ones, from z-index 30000', () => {
    expect([0, 1, 2].map(stackedZIndex)).toEqual([30000, 30002, 30004]);
  });
});
