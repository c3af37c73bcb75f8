// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { releaseReservedBox, RESERVED_ATTRIBUTE, reserveWaitingForm } from '../scan/reservedBoxes';
import { showWaitingMarkup, WAITING_FORM_SELECTOR } from './reservedMarkup';

afterEach(() => {
  document.body.innerHTML = '';
});

const keptForm = () => {
  document.body.innerHTML = '<div class="form-wrapper"><div class="form-inner-wrapper" hidden><form><input type="email"></form></div></div>';
  reserveWaitingForm(document.body);
  return document.querySelector<HTMLElement>('.form-inner-wrapper')!;
};

describe('the chunks and a kept box', () => {
  it('the waiting markup is found kept or hidden', () => {
    keptForm();
    expect(document.querySelectorAll(WAITING_FORM_SELECTOR)).toHaveLength(1);
    releaseReservedBox(document.querySelector<HTMLElement>('.form-inner-wrapper')!);
    expect(document.querySelectorAll(WAITING_FORM_SELECTOR)).toHaveLength(1);
  });

  it('released, the markup is hidden again as the server sent it', () => {
    const wrapper = keptForm();
    releaseReservedBox(wrapper);
    expect(wrapper.hidden).toBe(true);
    expect(wrapper.hasAttribute(RESERVED_ATTRIBUTE)).toBe(false);
    expect(wrapper.style.getPropertyValue('visibility')).toBe('');
  });

  it('shown as the block left as rendered, then kept unseen again (or hidden, as it was)', () => {
    const wrapper = keptForm();
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
