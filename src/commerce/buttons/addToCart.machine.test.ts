import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ADD_TO_CART_IDLE, addToCartStep, addToCartTransition, pressStartsAdding, type AddToCartEvent, type AddToCartState } from './addToCart.machine';

const run = (events: AddToCartEvent[], from: AddToCartState = ADD_TO_CART_IDLE) => events.reduce(addToCartTransition, from);

describe('add to cart machine', () => {
  it('adds, then reports added', () => {
    expect(run([{ type: 'press' }])).toEqual({ kind: 'adding' });
    expect(run([{ type: 'press' }, { type: 'resolved' }])).toEqual({ kind: 'added' });
  });

  it('keeps the failure message, and a press tries again', () => {
    const failed = run([{ type: 'press' }, { type: 'rejected', message: 'Out of stock.' }]);
    expect(failed).toEqual({ kind: 'failed', message: 'Out of stock.' });
    expect(pressStartsAdding(failed)).toBe(true);
    expect(addToCartTransition(failed, { type: 'press' })).toEqual({ kind: 'adding' });
  });

  it('ignores presses while adding', () => {
    expect(pressStartsAdding({ kind: 'adding' })).toBe(false);
    expect(run([{ type: 'press' }, { type: 'press' }, { type: 'resolved' }])).toEqual({ kind: 'added' });
  });

  it('ignores a settlement that arrives when nothing is being added', () => {
    expect(run([{ type: 'resolved' }])).toEqual(ADD_TO_CART_IDLE);
    expect(run([{ type: 'rejected', message: 'x' }], { kind: 'added' })).toEqual({ kind: 'added' });
  });

  it('asks for the add with the press that starts adding, and not with one while adding', () => {
    expect(addToCartStep(ADD_TO_CART_IDLE, { type: 'press' })).toEqual({ state: { kind: 'adding' }, effects: ['add'] });
    expect(addToCartStep({ kind: 'adding' }, { type: 'press' })).toEqual({ state: { kind: 'adding' } });
    expect(addToCartStep({ kind: 'adding' }, { type: 'resolved' })).toEqual({ state: { kind: 'added' } });
  });

  it('asks for an add exactly once per press made outside adding (property)', () => {
    const event = fc.oneof(
      fc.constant<AddToCartEvent>({ type: 'press' }),
      fc.constant<AddToCartEvent>({ type: 'resolved' }),
      fc.string().map<AddToCartEvent>((message) => ({ type: 'rejected', message })),
    );
    fc.assert(
      fc.property(fc.array(event), (events) => {
        let state = ADD_TO_CART_IDLE;
        let starts = 0;
        let settles = 0;
        for (const e of events) {
          const { state: next, effects = [] } = addToCartStep(state, e);
          starts += effects.length;
          if (state.kind === 'adding' && next.kind !== 'adding') settles++;
          state = next;
        }
        // every add started is settled once, or is still running
        expect(starts - settles).toBe(state.kind === 'adding' ? 1 : 0);
      }),
    );
  });
});
