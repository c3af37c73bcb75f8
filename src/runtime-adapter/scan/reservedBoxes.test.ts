// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { releaseReservedBox, RESERVED_ATTRIBUTE, reserveHiddenBox, reserveWaitingForm, showWaitingMarkup, WAITING_FORM_SELECTOR } from './reservedBoxes';

afterEach(() => {
  document.body.innerHTML = '';
});

const form71 = () => {
  document.body.innerHTML =
    '<div class="sqs-block-content"><div class="form-wrapper"><div class="form-inner-wrapper" hidden><form><input type="email"></form></div></div></div>';
  return document.querySelector<HTMLElement>('.form-inner-wrapper')!;
};

describe('boxes kept for the markup a view fills', () => {
  it("a 7.1 form's waiting markup is laid out unseen: not hidden, visibility hidden, marked", () => {
    const wrapper = form71();
    reserveWaitingForm(document.body);
    expect(wrapper.hidden).toBe(false);
    expect(wrapper.style.getPropertyValue('visibility')).toBe('hidden');
    expect(wrapper.hasAttribute(RESERVED_ATTRIBUTE)).toBe(true);
    expect(document.querySelectorAll(WAITING_FORM_SELECTOR)).toHaveLength(1);
  });

  it('markup that is not hidden is left alone', () => {
    const wrapper = form71();
    wrapper.hidden = false;
    reserveHiddenBox(wrapper);
    expect(wrapper.hasAttribute(RESERVED_ATTRIBUTE)).toBe(false);
    expect(wrapper.getAttribute('style')).toBeNull();
  });

  it('released, the markup is hidden again as the server sent it', () => {
    const wrapper = form71();
    reserveHiddenBox(wrapper);
    releaseReservedBox(wrapper);
    expect(wrapper.hidden).toBe(true);
    expect(wrapper.hasAttribute(RESERVED_ATTRIBUTE)).toBe(false);
    expect(wrapper.style.getPropertyValue('visibility')).toBe('');
  });

  it('shown as the block left as rendered, then kept unseen again (or hidden, as it was)', () => {
    const wrapper = form71();
    reserveHiddenBox(wrapper);
    const keepAgain = showWaitingMarkup(wrapper);
    expect(wrapper.hidden).toBe(false);
    expect(wrapper.style.getPropertyValue('visibility')).toBe('');
    expect(wrapper.hasAttribute(RESERVED_ATTRIBUTE)).toBe(false);
    keepAgain();
    expect(wrapper.style.getPropertyValue('visibility')).toBe('hidden');
    expect(wrapper.hasAttribute(RESERVED_ATTRIBUTE)).toBe(true);
    releaseReservedBox(wrapper);
    const hideAgain = showWaitingMarkup(wrapper);
    expect(wrapper.hidden).toBe(false);
    hideAgain();
    expect(wrapper.hidden).toBe(true);
    expect(wrapper.hasAttribute(RESERVED_ATTRIBUTE)).toBe(false);
  });
});
