/**
 * The donation block's wording. The spec names none of it; this is the project's English,
 * replaceable as one object (a translation passes its own).
 */
export interface DonationText {
  /** The preset amounts' radio group name. */
  readonly amountsLabel: string;
  /** The custom amount field's label. */
  readonly customAmountLabel: string;
  /** The frequency radio group's name and its two options. */
  readonly frequencyLabel: string;
  readonly oneTime: string;
  readonly monthly: string;
  /** The button with a valid amount chosen: `{label}` the block's button text, `{amount}` the amount. */
  readonly donateAmount: string;
  readonly donateAmountMonthly: string;
  /** The custom amount's messages. `{example}`, `{digits}`, `{max}` are filled in per currency. */
  readonly messages: {
    readonly empty: string;
    readonly invalid: string;
    readonly fraction: string;
    readonly wholeOnly: string;
    readonly notPositive: string;
    readonly tooLarge: string;
  };
}

export const ENGLISH_DONATION_TEXT: DonationText = {
  amountsLabel: 'Amount',
  customAmountLabel: 'Other amount',
  frequencyLabel: 'How often',
  oneTime: 'One time',
  monthly: 'Monthly',
  donateAmount: '{label} {amount}',
  donateAmountMonthly: '{label} {amount} monthly',
  messages: {
    empty: 'Enter an amount to give, or choose one above.',
    invalid: 'Enter the amount as a number, like {example}.',
    fraction: 'Enter at most {digits} digits after the decimal point.',
    wholeOnly: 'Enter a whole amount, without a decimal part.',
    notPositive: 'Enter an amount greater than zero.',
    tooLarge: 'Enter an amount of at most {max}.',
  },
};
