import { useId, useMemo, useState } from 'react';
import type { Currency, CurrencyCode, Product } from '../../services/commerce';
import { AddToCartButton } from '../../commerce/buttons/AddToCartButton';
import { ProductPrice } from '../../commerce/price/ProductPrice';
import { QuantityStepper } from '../../commerce/cart/QuantityStepper';
import { ADD_ITEM_FAILED, optionLabel } from './productItem.messages';
import {
  canAdd,
  choiceFrom,
  choose,
  isSoldOut,
  maxQuantityFor,
  missingChoiceMessage,
  optionsOf,
  priceProductFor,
  quantityWithin,
  stockNote,
  valueState,
  variantFor,
  type OptionChoice,
} from './productItem.rules';
import { Description, Details, Field, ImageBox, ItemLayout, ItemRoot, Note, OptionSelect, Title } from './ProductItem.styles';

export interface ProductItemImage {
  url: string;
  alt: string;
  /** "WxH": the box is reserved from it before the image loads. */
  dimensions?: string;
}

/** What the view asks the cart to add: the product, its chosen variant's SKU (null for a digital product) and how many. */
export interface AddItemRequest {
  itemId: string;
  sku: string | null;
  quantity: number;
}

export interface ProductItemProps {
  /** The product's id (the cart entry's `itemId`). */
  itemId: string;
  title: string;
  /** The product as the commerce service reads it (`parseProduct`). */
  product: Product;
  /** Option names by place ("Size", "Colour"); "Option 1", … where absent. */
  optionNames?: readonly string[];
  currency: Currency | CurrencyCode;
  image?: ProductItemImage | null;
  /** Plain text; line breaks kept. */
  description?: string | null;
  /** Adds the choice to the cart; resolve once it is in, reject when it is not ('Unable to add item'). */
  onAddToCart: (request: AddItemRequest) => Promise<unknown> | unknown;
  /**
   * What the shopper chose before the view came (the page's own controls): option values by
   * option name, kept where the product offers them (`choiceFrom`), and the quantity, kept
   * within the chosen variant's stock.
   */
  initialChoice?: { readonly options: Readonly<Record<string, string>>; readonly quantity: number | null };
}

const ratioOf = (dimensions: string | undefined) => {
  const size = dimensions ? /^(\d+)x(\d+)$/.exec(dimensions.trim()) : null;
  return size ? `${size[1]} / ${size[2]}` : '1 / 1';
};

/**
 * A product's own page: image, title, price ("from …" until a variant is chosen, then the
 * variant's), one select per option (values that cannot be had are disabled, sold-out ones
 * marked), the quantity (1 to the stock), a stock note, Add to cart and the description.
 * It starts from what the shopper chose before it came (`initialChoice`), else from nothing.
 */
export function ProductItem({ itemId, title, product, optionNames = [], currency, image, description, onAddToCart, initialChoice }: ProductItemProps) {
  const options = useMemo(() => optionsOf(product, optionNames), [product, optionNames]);
  const [choice, setChoice] = useState<OptionChoice>(() => choiceFrom(product, options, initialChoice?.options ?? {}));
  const [wanted, setWanted] = useState(initialChoice?.quantity ?? 1);
  const id = useId();
  const variant = variantFor(product, choice);
  const message = missingChoiceMessage(options, choice);
  const note = message ?? stockNote(product, variant);
  const quantity = quantityWithin(variant, wanted);
  const addable = canAdd(product, variant);

  const add = () => {
    if (!addable) return Promise.reject(new Error(message ?? 'Not available'));
    return onAddToCart({ itemId, sku: variant?.sku ?? null, quantity });
  };

  return (
    <ItemRoot data-product-item={itemId}>
      <ItemLayout>
        <ImageBox $ratio={ratioOf(image?.dimensions)}>{image ? <img src={image.url} alt={image.alt} /> : null}</ImageBox>
        <Details>
          <Title>{title}</Title>
          <div aria-live="polite" aria-atomic="true">
            <ProductPrice product={priceProductFor(product, variant)} currency={currency} size="large" />
          </div>
          {options.map((option, index) => (
            <Field key={option.name}>
              <label htmlFor={`${id}-option-${index}`}>{option.name}</label>
              <OptionSelect
                id={`${id}-option-${index}`}
                value={choice[index] ?? ''}
                onChange={(event) => setChoice((c) => choose(c, index, event.target.value || null))}
              >
                <option value="">{`Select ${option.name}`}</option>
                {option.values.map((value) => {
                  const state = valueState(product, choice, index, value);
                  return (
                    <option key={value} value={value} disabled={state === 'unavailable'}>
                      {optionLabel(value, state)}
                    </option>
                  );
                })}
              </OptionSelect>
            </Field>
          ))}
          <Field>
            <span aria-hidden="true">Quantity</span>
            <QuantityStepper title={title} value={quantity} min={1} max={maxQuantityFor(variant)} onChange={setWanted} describedBy={`${id}-note`} />
          </Field>
          <Note id={`${id}-note`} data-item-note="">
            {note}
          </Note>
          <AddToCartButton onAddToCart={add} soldOut={isSoldOut(product, variant)} labels={{ failed: message ?? ADD_ITEM_FAILED }} />
          {description ? <Description>{description}</Description> : null}
        </Details>
      </ItemLayout>
    </ItemRoot>
  );
}
