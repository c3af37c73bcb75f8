// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { RESERVED_ATTRIBUTE, reserveWaitingForm } from './reservedBoxes';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('boxes kept at start-up for the markup a view fills', () => {
  it("a 7.1 form's waiting markup is laid out unseen: not hidden, visibility hidden, marked", () => {
    document.body.innerHTML = '<div class="form-wrapper"><div class="form-inner-wrapper" hidden><form><input type="email"></form></div></div>';
    const wrapper = document.querySelector<HTMLElement>('.form-inner-wrapper')!;
    reserveWaitingForm(document.body);
    expect(wrapper.hidden).toBe(false);
    expect(wrapper.style.getPropertyValue('visibility')).toBe('hidden');
    expect(wrapper.hasAttribute(RESERVED_ATTRIBUTE)).toBe(true);
  });

  it('a form shown as sent (7.0) is left alone', () => {
    document.body.innerHTML = '<div class="form-wrapper"><div class="form-inner-wrapper"><form><input type="email"></form></div></div>';
    reserveWaitingForm(document.body);
    const wrapper = document.querySelector<HTMLElement>('.form-inner-wrapper')!;
    expect(wrapper.hasAttribute(RESERVED_ATTRIBUTE)).toBe(false);
    expect(wrapper.getAttribute('style')).toBeNull();
  });
});
