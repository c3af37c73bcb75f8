/**
 * The product item view's choices (000 §3: a product's variants, each with its
 * `optionValues[].value`): the options a shopper picks from, the variant a full choice
 * names, which values cannot be had with the rest of the choice (no such variant, or sold
 * out: `qtyInStock` 0 and not `unlimited`), the quantity the stock allows, and the
 * product the price block shows (the whole product, "from …", until a variant is chosen).
 * Pure; the quantity bounds are the cart's (`maxQuantityOf`, `clampQuantity`).
 *
 * The spec names the values only. An option's name is read from the raw product JSON:
 * `optionValues[i].optionName` (or `name`) on any variant, as cart entries name theirs;
 * without one, "Option 1", "Option 2", ….
 */
import type { Product, ProductVariant } from '../../services/commerce/product/product.model';
import { isVariantInStock } from '../../services/commerce/product/productLimits.rules';
import { clampQuantity, lowStockOf, maxQuantityOf } from '../../commerce/cart/cartEntry.rules';

export interface ProductOption {
  readonly name: string;
  /** In the order the variants first give them. */
  readonly values: readonly string[];
}

/** The value chosen for each option, by the option's place; null while not chosen. */
export type OptionChoice = readonly (string | null)[];

export type ValueState = 'available' | 'soldOut' | 'unavailable';

const variantsOf = (product: Product): readonly ProductVariant[] => (product.productType === 'DIGITAL' ? [] : product.variants);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The option names from the raw product JSON (see the module note), `count` of them. */
export function optionNamesOf(raw: unknown, count: number): string[] {
  const variants = isRecord(raw) && Array.isArray(raw.variants) ? raw.variants : [];
  return Array.from({ length: count }, (_, i) => {
    for (const variant of variants) {
      const option: unknown = isRecord(variant) && Array.isArray(variant.optionValues) ? variant.optionValues[i] : undefined;
      const name = isRecord(option) ? (option.optionName ?? option.name) : undefined;
      if (typeof name === 'string' && name.trim()) return name.trim();
    }
    return `Option ${i + 1}`;
  });
}

/** The options to choose: one per place in the variants' `optionValues`, named by `names`. */
export function optionsOf(product: Product, names: readonly string[] = []): ProductOption[] {
  const variants = variantsOf(product);
  const count = Math.max(0, ...variants.map((v) => v.optionValues.length));
  return Array.from({ length: count }, (_, i) => {
    const values: string[] = [];
    for (const v of variants) {
      const value = v.optionValues[i]?.value;
      if (value !== undefined && !values.includes(value)) values.push(value);
    }
    return { name: names[i] ?? `Option ${i + 1}`, values };
  });
}

/** A choice of nothing yet, one place per option. */
export const emptyChoice = (options: readonly ProductOption[]): OptionChoice => options.map(() => null);

/** The choice with `value` chosen for option `index` (null clears it). */
export const choose = (choice: OptionChoice, index: number, value: string | null): OptionChoice => choice.map((v, i) => (i === index ? value : v));

/**
 * The choice a shopper already made elsewhere (the page's own selects, before the view came),
 * by option name: each value kept, option by option, when the option offers it and the values
 * kept before it leave it to be had (a sold-out value stays, as the view's select allows it);
 * anything else is not chosen.
 */
export function choiceFrom(product: Product, options: readonly ProductOption[], chosen: Readonly<Record<string, string>>): OptionChoice {
  return options.reduce<OptionChoice>((choice, option, index) => {
    const value = Object.hasOwn(chosen, option.name) ? chosen[option.name] : undefined;
    const keep = value !== undefined && option.values.includes(value) && valueState(product, choice, index, value) !== 'unavailable';
    return keep ? choose(choice, index, value) : choice;
  }, emptyChoice(options));
}

const matches = (variant: ProductVariant, choice: OptionChoice, skip = -1) =>
  choice.every((value, i) => i === skip || value === null || variant.optionValues[i]?.value === value);

/**
 * The variant the choice names once every option is chosen; a product with one variant
 * and no options is chosen from the start. Undefined otherwise (or when no variant has
 * that combination).
 */
export function variantFor(product: Product, choice: OptionChoice): ProductVariant | undefined {
  const variants = variantsOf(product);
  if (choice.some((v) => v === null)) return undefined;
  if (choice.length === 0) return variants.length === 1 ? variants[0] : undefined;
  return variants.find((v) => matches(v, choice));
}

/**
 * Whether `value` for option `index` can be had with the other options as chosen: no
 * variant has it ('unavailable'), every such variant is sold out ('soldOut'), or 'available'.
 */
export function valueState(product: Product, choice: OptionChoice, index: number, value: string): ValueState {
  const fitting = variantsOf(product).filter((v) => v.optionValues[index]?.value === value && matches(v, choice, index));
  if (fitting.length === 0) return 'unavailable';
  return fitting.some(isVariantInStock) ? 'available' : 'soldOut';
}

/** Our wording (the spec gives none) for the first option not chosen yet: "Please select a Size". */
export const selectOptionMessage = (name: string) => `Please select a ${name}`;

/** The message to show until every option is chosen; null once they are. */
export function missingChoiceMessage(options: readonly ProductOption[], choice: OptionChoice): string | null {
  const missing = options.findIndex((_, i) => choice[i] === null || choice[i] === undefined);
  return missing === -1 ? null : selectOptionMessage(options[missing]!.name);
}

/** The stock a variant limits a cart to: null when unlimited. */
const stockLimitOf = (variant: ProductVariant | undefined) => (variant === undefined || variant.unlimited ? null : variant.qtyInStock);

/** The most that can be added of the chosen variant (1 to its stock, the cart's most when unlimited). */
export const maxQuantityFor = (variant: ProductVariant | undefined): number => maxQuantityOf({ stockLimit: stockLimitOf(variant) });

/** A wanted quantity kept within 1 and the chosen variant's most. */
export const quantityWithin = (variant: ProductVariant | undefined, quantity: number): number => clampQuantity({ stockLimit: stockLimitOf(variant) }, quantity);

/** What the item says of the chosen variant's stock: 'Sold out', 'Only 3 left', or nothing. */
export function stockNote(product: Product, variant: ProductVariant | undefined): string | null {
  if (product.productType === 'DIGITAL') return null;
  if (variant === undefined) return product.variants.some(isVariantInStock) ? null : SOLD_OUT_NOTE;
  if (!isVariantInStock(variant)) return SOLD_OUT_NOTE;
  const low = lowStockOf({ stockLimit: stockLimitOf(variant) });
  return low === null ? null : `Only ${low} left`;
}

export const SOLD_OUT_NOTE = 'Sold out';

/** Whether the choice can be added: a digital product always; otherwise a chosen variant in stock. */
export function canAdd(product: Product, variant: ProductVariant | undefined): boolean {
  if (product.productType === 'DIGITAL') return true;
  return variant !== undefined && isVariantInStock(variant);
}

/** Whether nothing of the product (or the chosen variant) can be bought: the button shows "Sold out". */
export function isSoldOut(product: Product, variant: ProductVariant | undefined): boolean {
  if (product.productType === 'DIGITAL') return false;
  return variant !== undefined ? !isVariantInStock(variant) : !product.variants.some(isVariantInStock);
}

/** The product the price block shows: the chosen variant alone, else the whole product ("from …"). */
export function priceProductFor(product: Product, variant: ProductVariant | undefined): Product {
  return product.productType === 'DIGITAL' || variant === undefined ? product : { productType: product.productType, variants: [variant] };
}
