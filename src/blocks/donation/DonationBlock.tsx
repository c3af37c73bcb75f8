import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import type { DonationChoice, DonationFrequency } from '../../services/commerce/checkout/checkoutRoutes';
import { resolveStoreCurrency, type Currency, type CurrencyCode } from '../../services/commerce/money/currencies';
import { formatCents } from '../../services/commerce/money/formatMoney';
import { DonateButton } from '../../commerce/buttons/DonateButton';
import { ChoiceChips } from './ChoiceChips';
import { Description, DonationForm, Field, Heading, InputBox, Message, Prefix } from './Donation.styles';
import { currencySymbol, donateButtonLabel, donationOutcome, initialAmountChoice, type AmountChoice, type DonationBlockData } from './donation.rules';
import { ENGLISH_DONATION_TEXT, type DonationText } from './donationText';

export interface DonationBlockProps {
  /** The block's settings (`readDonationBlock`). */
  block: DonationBlockData;
  /** The store currency. */
  currency: Currency | CurrencyCode;
  /**
   * Goes to donation checkout with the choice; on a page, `createCommerceActions(…).donate`
   * (/checkout/donate?donatePageId=…, in the top window inside the admin preview frame).
   */
  onDonate: (donatePageId: string, choice: DonationChoice) => unknown;
  /** The title's heading level: 2 in a block (default), 1 on the donation page. */
  headingLevel?: 1 | 2 | 3;
  /** The wording (default English). */
  text?: DonationText;
  /**
   * Opens folded: the title, the description and the button, named as the block's (`buttonText`),
   * which unfolds the amounts and moves the focus to them. The runtime opens it folded on a page,
   * so the view shows what the server's markup showed (the title and its donate link) in no more
   * height, and the page does not move when it mounts.
   */
  startFolded?: boolean;
}

const FREQUENCIES: readonly DonationFrequency[] = ['one-time', 'monthly'];

/**
 * The donation block: preset amounts (an APG radio group), a custom amount field checked
 * through the money code (more than zero, at most the maximum price, the currency's
 * digits), one time or monthly when the block allows recurring gifts, and the donate
 * button. A refused amount shows its message under the field and takes the focus back.
 */
export function DonationBlock({ block, currency, onDonate, headingLevel = 2, text = ENGLISH_DONATION_TEXT, startFolded = false }: DonationBlockProps) {
  const money = useMemo(() => (typeof currency === 'string' ? resolveStoreCurrency(currency) : currency), [currency]);
  const [amount, setAmount] = useState<AmountChoice>(() => initialAmountChoice(block));
  const [frequency, setFrequency] = useState<DonationFrequency>('one-time');
  const [showMessage, setShowMessage] = useState(false);
  const [folded, setFolded] = useState(startFolded);
  const unfolded = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const outcome = donationOutcome(block, amount, frequency, money, text);
  const typed = amount.kind === 'custom' ? amount.typed : '';
  const message = showMessage && !outcome.ok ? outcome.error : '';

  useEffect(() => {
    if (folded || !unfolded.current) return;
    unfolded.current = false;
    // the visitor asked for the amounts: the focus goes to the one chosen (or the field)
    form.current?.querySelector<HTMLElement>('[role="radio"][tabindex="0"], input[name="amount"]')?.focus();
  }, [folded]);

  const donate = () => {
    if (folded) {
      unfolded.current = true;
      setFolded(false);
      return;
    }
    if (!outcome.ok) {
      setShowMessage(true);
      input.current?.focus();
      return;
    }
    onDonate(block.donatePageId, outcome.value.choice);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    donate();
  };

  return (
    <DonationForm
      ref={form}
      noValidate
      onSubmit={submit}
      data-donation-block={block.donatePageId}
      data-amount-valid={outcome.ok}
      data-folded={folded || undefined}
      $folded={folded}
    >
      {block.title && <Heading as={`h${headingLevel}`}>{block.title}</Heading>}
      {block.description && <Description>{block.description}</Description>}
      {!folded && block.suggestedAmounts.length > 0 && (
        <ChoiceChips
          name="amount"
          label={text.amountsLabel}
          options={block.suggestedAmounts.map((cents) => formatCents(cents, money, { trimZeroFractions: true }))}
          checkedIndex={amount.kind === 'preset' ? amount.index : null}
          onChoose={(index) => {
            setAmount({ kind: 'preset', index });
            setShowMessage(false);
          }}
        />
      )}
      {!folded && block.allowCustomAmount && (
        <Field>
          <label htmlFor={`${id}-amount`}>{text.customAmountLabel}</label>
          <InputBox $invalid={message !== ''}>
            <Prefix aria-hidden="true">{currencySymbol(money)}</Prefix>
            <input
              ref={input}
              id={`${id}-amount`}
              name="amount"
              type="text"
              inputMode="decimal"
              autoComplete="transaction-amount"
              value={typed}
              aria-invalid={message !== ''}
              aria-describedby={`${id}-message`}
              onChange={(event) => setAmount({ kind: 'custom', typed: event.target.value })}
              onBlur={() => setShowMessage(amount.kind === 'custom' && typed.trim() !== '')}
            />
          </InputBox>
          <Message id={`${id}-message`} aria-live="polite" data-amount-message="">
            {message}
          </Message>
        </Field>
      )}
      {!folded && block.allowRecurring && (
        <ChoiceChips
          name="frequency"
          label={text.frequencyLabel}
          options={[text.oneTime, text.monthly]}
          checkedIndex={FREQUENCIES.indexOf(frequency)}
          onChoose={(index) => setFrequency(FREQUENCIES[index]!)}
        />
      )}
      <DonateButton donatePageId={block.donatePageId} onDonate={donate} label={folded ? block.buttonText : donateButtonLabel(block, outcome, money, text)} />
    </DonationForm>
  );
}
