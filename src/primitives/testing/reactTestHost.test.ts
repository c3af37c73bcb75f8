// @vitest-environment happy-dom
import { createElement, useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { setUpReactTestHost } from './reactTestHost';

describe('setUpReactTestHost', () => {
  const view = setUpReactTestHost();
  const effects: string[] = [];
  let previousHost: HTMLElement | undefined;

  function Probe({ name }: { name: string }) {
    useEffect(() => {
      effects.push(`mount ${name}`);
      return () => void effects.push(`unmount ${name}`);
    }, [name]);
    return createElement('p', null, name);
  }

  it('renders into an element attached to the document, with effects run when render returns', () => {
    view.render(createElement(Probe, { name: 'first' }));
    expect(view.host.isConnected).toBe(true);
    expect(view.host.textContent).toBe('first');
    expect(effects).toEqual(['mount first']);
    previousHost = view.host;
  });

  it('gave the previous test a clean ending: unmounted and removed', () => {
    expect(effects).toEqual(['mount first', 'unmount first']);
    expect(previousHost?.isConnected).toBe(false);
    expect(view.host).not.toBe(previousHost);
    expect(view.host.innerHTML).toBe('');
  });

  it('remount empties the same element and lets it render afresh', () => {
    effects.length = 0;
    view.render(createElement(Probe, { name: 'a' }));
    const element = view.host;
    view.remount();
    expect(effects).toEqual(['mount a', 'unmount a']);
    expect(element.innerHTML).toBe('');
    view.render(createElement(Probe, { name: 'b' }));
    expect(view.host).toBe(element);
    expect(element.textContent).toBe('b');
  });
});

describe('outside a test', () => {
  const view = setUpReactTestHost();
  let atCollection: unknown;
  try {
    atCollection = view.host;
  } catch (error) {
    atCollection = error;
  }
  it('says the host exists only while a test runs', () => {
    expect(atCollection).toBeInstanceOf(Error);
    expect((atCollection as Error).message).toMatch(/only while a test runs/);
    expect(view.host.isConnected).toBe(true);
  });
});
