import { act, fireEvent, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../testing/themedRender';
import type { MachineReducer } from './machineRunner';
import { useMachine } from './useMachine';

// A save button: a press saves once (presses while saving are ignored); the answer shows.
type State = 'idle' | 'saving' | 'saved' | 'failed';
type Event = 'press' | 'done' | 'failed';
const stepped: Event[] = [];
const save: MachineReducer<State, Event, 'save'> = (state, event) => {
  stepped.push(event);
  if (event === 'press') return state === 'saving' ? { state } : { state: 'saving', effects: ['save'] };
  return state === 'saving' ? { state: event === 'done' ? 'saved' : 'failed' } : { state };
};

function SaveButton({ onSave, seen }: { onSave: () => Promise<unknown>; seen?: (state: State, when: string) => void }) {
  const [state, send] = useMachine(
    save,
    (): State => 'idle',
    (): Promise<Event> =>
      onSave().then(
        () => 'done',
        () => 'failed',
      ),
  );
  seen?.(state, 'render');
  return (
    <button
      type="button"
      data-state={state}
      onClick={() => {
        const after = send('press');
        seen?.(after, 'press');
      }}
    >
      {state}
    </button>
  );
}

/** The same machine opening with its save under way when asked, and handing its call the effect's signal. */
function Loader({ onLoad, opensSaving = false }: { onLoad: (signal: AbortSignal) => Promise<unknown>; opensSaving?: boolean }) {
  const [state, send] = useMachine(
    save,
    (): State => (opensSaving ? 'saving' : 'idle'),
    (_effect, signal): Promise<Event> =>
      onLoad(signal).then(
        () => 'done',
        () => 'failed',
      ),
    { start: (first): 'save'[] => (first === 'saving' ? ['save'] : []) },
  );
  return (
    <button type="button" data-state={state} onClick={() => send('press')}>
      {state}
    </button>
  );
}

const deferred = () => {
  let resolve!: () => void;
  let reject!: () => void;
  const promise = new Promise<void>((yes, no) => ((resolve = yes), (reject = no)));
  return { promise, resolve, reject };
};

describe('useMachine', () => {
  const button = () => screen.getByRole('button');

  it('shows each step and sends the effect’s answer back', async () => {
    const call = deferred();
    const { user } = render(<SaveButton onSave={() => call.promise} />);
    expect(button().dataset['state']).toBe('idle');
    await user.click(button());
    expect(button().dataset['state']).toBe('saving');
    await act(async () => call.resolve());
    expect(button().dataset['state']).toBe('saved');
  });

  it('runs the effect after the view shows the step, with the latest props, once for a double press', async () => {
    const order: string[] = [];
    const seen = (state: State, when: string) => order.push(`${when}:${state}`);
    const first = vi.fn(() => Promise.resolve());
    const latest = vi.fn(() => {
      order.push('save');
      return deferred().promise;
    });
    const { rerender } = render(<SaveButton onSave={first} seen={seen} />);
    rerender(<SaveButton onSave={latest} seen={seen} />);
    order.length = 0;
    // two presses before React renders again
    act(() => {
      fireEvent.click(button());
      fireEvent.click(button());
    });
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledTimes(1);
    // the second press already read 'saving': the latest state, not the one last rendered
    expect(order).toEqual(['press:saving', 'press:saving', 'render:saving', 'save']);
  });

  it('sends nothing after unmount', async () => {
    const call = deferred();
    const { user, unmount } = render(<SaveButton onSave={() => call.promise} />);
    await user.click(button());
    unmount();
    stepped.length = 0;
    await act(async () => call.reject());
    expect(stepped).toEqual([]);
  });

  it('aborts the call under way on unmount', async () => {
    let signal!: AbortSignal;
    const onSave = (given: AbortSignal) => ((signal = given), deferred().promise);
    const { user, unmount } = render(<Loader onLoad={onSave} />);
    await user.click(button());
    expect(signal.aborted).toBe(false);
    unmount();
    await act(async () => {});
    expect(signal.aborted).toBe(true);
  });

  it('starts with the effects the first state wants, and under StrictMode runs them once and keeps them', async () => {
    const call = deferred();
    const signals: AbortSignal[] = [];
    render(
      <StrictMode>
        <Loader onLoad={(signal) => (signals.push(signal), call.promise)} opensSaving />
      </StrictMode>,
    );
    expect(button().dataset['state']).toBe('saving');
    await act(async () => call.resolve());
    expect(signals.map((signal) => signal.aborted)).toEqual([false]);
    expect(button().dataset['state']).toBe('saved');
  });

  it('runs each effect once under StrictMode', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    const { user } = render(
      <StrictMode>
        <SaveButton onSave={onSave} />
      </StrictMode>,
    );
    await user.click(button());
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(button().dataset['state']).toBe('saved');
  });
});
