import { useId } from 'react';
import { ResponsiveImage } from '../../primitives/image/ResponsiveImage';
import type { Currency, CurrencyCode } from '../../services/commerce/money/currencies';
import { formatCents } from '../../services/commerce/money/formatMoney';
import { lowStockOf, maxQuantityOf, type CartEntry } from '../../commerce/cart/cartEntry.rules';
import { CART_PAGE_TEXT, removedNote, removeLabel, stockNote, undoLabel } from './cartPage.messages';
import {
  Detail,
  EntryItem,
  EntryMessage,
  EntryTitle,
  Info,
  LineTotal,
  Options,
  RemovedItem,
  RemoveArea,
  StepperArea,
  TextButton,
  Thumb,
} from './CartPage.styles';
import { QuantityStepper } from '../../commerce/cart/QuantityStepper';

const Warning = () => (
  <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
    <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
    <path d="M8 4.5v4.5M8 11v.5" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
  </svg>
);

/** The line under an entry: the spec's failure message (with a mark), else what it waits for, else nothing (the line stays). */
function Message({ id, error, activity }: { id: string; error?: string | undefined; activity: string | null }) {
  return (
    <EntryMessage id={id} $error={Boolean(error)} data-entry-message={error ? 'error' : activity ? 'busy' : 'none'}>
      {error ? (
        <>
          <Warning />
          {error}
        </>
      ) : (
        activity
      )}
    </EntryMessage>
  );
}

export interface CartEntryRowProps {
  entry: CartEntry;
  currency: Currency | CurrencyCode;
  /** The quantity shown: the one asked for while it is being saved. */
  quantity: number;
  activity: 'updating' | 'removing' | null;
  error?: string | undefined;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

/** One entry: image, title, options, unit price, quantity stepper, line total, Remove and its message line. */
export function CartEntryRow({ entry, currency, quantity, activity, error, onQuantity, onRemove }: CartEntryRowProps) {
  const messageId = useId();
  const lowStock = lowStockOf(entry);
  const removing = activity === 'removing';
  return (
    <EntryItem data-cart-entry={entry.id} aria-busy={activity !== null || undefined}>
      <Thumb>
        {entry.image ? (
          <ResponsiveImage src={entry.image.url} alt={entry.image.alt} dimensions={entry.image.dimensions} fillParent sizes="72px" lazy={false} />
        ) : null}
      </Thumb>
      <Info>
        <EntryTitle>{entry.title}</EntryTitle>
        {entry.options.length > 0 ? (
          <Options>
            {entry.options.map((option, i) => (
              <div key={i}>
                {option.name ? <dt>{option.name}:</dt> : null}
                <dd>{option.value}</dd>
              </div>
            ))}
          </Options>
        ) : null}
        <Detail>
          {formatCents(entry.unitPriceCents, currency)} {CART_PAGE_TEXT.each}
          {lowStock !== null ? ` · ${stockNote(lowStock)}` : null}
        </Detail>
      </Info>
      <StepperArea>
        <QuantityStepper
          title={entry.title}
          value={quantity}
          min={1}
          max={maxQuantityOf(entry)}
          onChange={onQuantity}
          disabled={removing}
          describedBy={messageId}
        />
      </StepperArea>
      <LineTotal data-line-total="">{formatCents(entry.lineTotalCents, currency)}</LineTotal>
      <RemoveArea>
        {/* busy, not disabled, while the call runs: the button keeps the focus the visitor gave it; the message line says Removing… */}
        <TextButton aria-label={removeLabel(entry.title)} aria-describedby={messageId} $busy={removing} onClick={onRemove}>
          {CART_PAGE_TEXT.remove}
        </TextButton>
      </RemoveArea>
      <Message id={messageId} error={error} activity={removing ? CART_PAGE_TEXT.removing : activity === 'updating' ? CART_PAGE_TEXT.updating : null} />
    </EntryItem>
  );
}

export interface RemovedEntryRowProps {
  entry: CartEntry;
  adding: boolean;
  error?: string | undefined;
  onUndo: () => void;
}

/** Where a removed entry was: a note and Undo (adding it back), with its message line. */
export function RemovedEntryRow({ entry, adding, error, onUndo }: RemovedEntryRowProps) {
  const messageId = useId();
  return (
    <RemovedItem data-removed-entry={entry.id} aria-busy={adding || undefined}>
      <p>{removedNote(entry.title)}</p>
      <TextButton aria-label={undoLabel(entry.title)} aria-describedby={messageId} $busy={adding} onClick={onUndo}>
        {CART_PAGE_TEXT.undo}
      </TextButton>
      <Message id={messageId} error={error} activity={adding ? CART_PAGE_TEXT.adding : null} />
    </RemovedItem>
  );
}
