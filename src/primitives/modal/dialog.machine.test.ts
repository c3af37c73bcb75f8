import { describe, expect, it } from 'vitest';
import { dialogReducer, initialDialog, stackedZIndex, type DialogEvent } from './dialog.machine';

const run = (events: DialogEvent[], state = initialDialog()) => events.reduce(dialogReducer, state);

describe('dialog machine', () => {
  it('hides on confirm, reject and cancel, remembering which', () => {
    expect(run([{ type: 'confirm' }])).toMatchObject({ phase: 'hiding', outcome: 'confirm' });
    expect(run([{ type: 'reject' }])).toMatchObject({ phase: 'hiding', outcome: 'reject' });
    expect(run([{ type: 'cancel' }, { type: 'hidden' }])).toMatchObject({ phase: 'hidden', outcome: 'cancel' });
  });

  it('cancels on an overlay click and on Escape, unless Escape is turned off', () => {
    expect(run([{ type: 'overlayClick' }]).outcome).toBe('cancel');
    expect(run([{ type: 'escape' }]).outcome).toBe('cancel');
    expect(run([{ type: 'escape' }], initialDialog({ escapeCancels: false }))).toMatchObject({ phase: 'shown', outcome: null });
  });

  it('takes the first answer only, and finishes hiding once', () => {
    const state = run([{ type: 'confirm' }, { type: 'reject' }, { type: 'escape' }]);
    expect(state).toMatchObject({ phase: 'hiding', outcome: 'confirm' });
    expect(run([{ type: 'hidden' }])).toMatchObject({ phase: 'shown' });
    expect(run([{ type: 'timeout' }, { type: 'hidden' }, { type: 'hidden' }])).toMatchObject({ phase: 'hidden', outcome: 'timeout' });
  });

  it('stacks later dialogs above earlier ones, from z-index 30000', () => {
    expect([0, 1, 2].map(stackedZIndex)).toEqual([30000, 30002, 30004]);
  });
});
