/**
 * The DOM side of reading a published form, in the form and newsletter chunks: each
 * rendered `.form-item` of the block's `form` as a plain record (`RenderedField`), the
 * submit button's wording and whether a captcha box was rendered. `parse/publishedForm.ts`
 * decides what they mean.
 */
import type { PublishedFormValues, RenderedControl, RenderedField } from '../parse/publishedForm';
import type { FormMarkup } from '../parse/formMarkup';

const squashSpaces = (value: string | null | undefined): string => (value ?? '').replace(/\s+/g, ' ').trim();

function attributesOf(element: Element): Record<string, string> {
  const record: Record<string, string> = {};
  for (const attribute of Array.from(element.attributes)) record[attribute.name] = attribute.value;
  return record;
}

/** An element's words without those of the parts matching `skip` (the required mark, nested controls). */
function textWithout(element: Element, skip: string): string {
  const copy = element.cloneNode(true) as Element;
  for (const el of Array.from(copy.querySelectorAll(skip))) el.remove();
  return squashSpaces(copy.textContent);
}

/** The title of an item: its legend, `label.title` or `.title`, without the required mark. */
function titleOf(item: Element): string {
  const title = item.querySelector(':scope > legend, :scope > .title, :scope > label.title, .title, legend');
  return title ? textWithout(title, '.required, input, select, textarea') : '';
}

function controlOf(control: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | HTMLButtonElement): RenderedControl {
  const label = control.closest('label');
  const caption = control.closest('.caption-text') ?? label?.querySelector('.caption-text');
  const box = control.closest('.field, .option, .item');
  const tag = control.tagName.toLowerCase() as RenderedControl['tag'];
  const record: RenderedControl = {
    tag,
    attributes: attributesOf(control),
    caption: caption
      ? squashSpaces(caption.textContent)
      : label && !label.classList.contains('title')
        ? textWithout(label, 'input, select, textarea, .required')
        : '',
    boxClasses: box && box !== control.closest('.form-item') ? Array.from(box.classList) : [],
  };
  if (control instanceof HTMLSelectElement)
    record.options = Array.from(control.options, (option) => ({ value: option.value, text: squashSpaces(option.textContent) }));
  return record;
}

function fieldOf(item: Element): RenderedField {
  const description = item.querySelector('.description');
  const statements = Array.from(item.querySelectorAll('.question'), (el) => squashSpaces(el.textContent)).filter(Boolean);
  return {
    attributes: attributesOf(item),
    title: titleOf(item),
    description: description ? squashSpaces(description.textContent) : '',
    controls: Array.from(item.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, select, textarea'), controlOf),
    ...(statements.length > 0 ? { statements } : {}),
  };
}

/** The `.form-item`s of a form, outermost only (a name fieldset's inner boxes are its parts). */
export function renderedFieldsOf(form: Element): RenderedField[] {
  const items = Array.from(form.querySelectorAll('.form-item'));
  return items.filter((item) => !items.some((other) => other !== item && other.contains(item))).map(fieldOf);
}

/** The submit button's wording: an input's value, or a button's label. */
export function submitTextOf(form: Element): string | null {
  const input = form.querySelector<HTMLInputElement>('input[type="submit"]');
  if (input) return squashSpaces(input.value || input.getAttribute('value')) || null;
  const button = form.querySelector('button[type="submit"], button:not([type])');
  if (!button) return null;
  const label = button.querySelector('.newsletter-form-button-label');
  return squashSpaces((label ?? button).textContent) || squashSpaces(button.getAttribute('value')) || null;
}

/** Everything `readPublishedForm` needs, from the scanner's values and the block's rendered form. */
export function publishedFormValues(block: Element, markup: FormMarkup, newsletter: boolean): PublishedFormValues {
  const form = block.querySelector('form');
  return {
    context: markup.context,
    form: markup.form,
    fields: form ? renderedFieldsOf(form) : [],
    submitText: form ? submitTextOf(form) : null,
    // a newsletter renders its captcha box whether or not it asks for one; a 7.0 form only when it does
    captcha: !newsletter && block.querySelector('.captcha-container') !== null,
    newsletter,
  };
}
