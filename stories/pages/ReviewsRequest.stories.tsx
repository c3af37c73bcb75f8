import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ReviewsRequest } from '../../src/blocks/reviewsRequest/ReviewsRequest';
import { ProductReviewForm } from '../../src/blocks/reviewsRequest/ProductReviewForm';
import { StarRating } from '../../src/primitives/starRating/StarRating';
import { ServicesProvider } from '../../src/primitives/services';
import { expectRadioGroupContract } from '../../a11y-tests/keyboard';
import { visualParameters } from '../../.storybook/visual';
import { ALREADY_REVIEWED, EXPIRED, NOTHING_TO_REVIEW, ONE_PRODUCT, reviewHandlers, reviewsMsw, ReviewsStoryPage, SEVERAL_PRODUCTS } from './reviewsFixtures';

const meta = {
  title: 'Pages/Reviews Request',
  component: ReviewsRequest,
  subcomponents: { ProductReviewForm, StarRating, ServicesProvider },
  tags: ['autodocs', 'reviews-request'],
  args: { request: ONE_PRODUCT, headingLevel: 2 },
  argTypes: {
    request: {
      control: 'object',
      description:
        'The request as `readReviewsRequest` reads the page’s JSON: `{ state: "open", token, reviewerName, products }`, or `{ state: "expired" | "alreadyReviewed" | "nothingToReview" }`',
    },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4], description: 'Heading level of each product title (default 2, under the page’s h1)' },
  },
  render: (args) => (
    <ReviewsStoryPage>
      <ReviewsRequest {...args} />
    </ReviewsStoryPage>
  ),
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
  parameters: reviewsMsw(reviewHandlers.stored),
} satisfies Meta<typeof ReviewsRequest>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const desktop = visualParameters({ modes: ['desktop'] });
const desktopAndDark = visualParameters({ modes: ['desktop', 'dark'] });
const submit = (canvas: Canvas) => userEvent.click(canvas.getByRole('button', { name: 'Submit review' }));
const rate = (canvas: Canvas, stars: string) => userEvent.click(canvas.getByRole('radio', { name: stars }));

/** Rates four stars, writes a review and sends it. */
async function writeAndSend(canvas: Canvas) {
  await rate(canvas, '4 stars');
  await userEvent.type(canvas.getByLabelText('Review title'), 'Our new morning coffee');
  await userEvent.type(canvas.getByLabelText('Your review'), 'Rich and smooth.');
  await submit(canvas);
}

/** A purchase of one product, nothing chosen yet. */
export const Ready: Story = {
  parameters: visualParameters({ modes: ['desktop', 'mobile', 'dark'] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Reviewing as Sam Rivera')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'House blend coffee beans' })).toBeVisible();
    await expect(canvas.getByRole('radiogroup', { name: /Rating/ })).toHaveAttribute('aria-required', 'true');
    await expect(canvas.getByText('0 / 2000')).toBeVisible();
  },
};

/** Sent without a star: the spec’s message, and focus on the first star. */
export const RatingRequired: Story = {
  parameters: desktopAndDark,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Your review'), 'Lovely beans.');
    await submit(canvas);
    await expect(await canvas.findByText('Please select a star rating')).toBeVisible();
    await expect(canvas.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('radio', { name: '1 star' })).toHaveFocus();
    await expect(canvas.getByLabelText('Your review')).toHaveValue('Lovely beans.');
  },
};

/** Tab to the stars, the arrows choose four; the APG radio group contract holds. */
export const RatedByKeyboard: Story = {
  parameters: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectRadioGroupContract(canvasElement);
    await userEvent.click(canvas.getByText('Reviewing as Sam Rivera'));
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '2 stars' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toHaveAttribute('aria-checked', 'true');
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toHaveFocus();
  },
};

/** Sending: the button says so and a second press is ignored. */
export const Submitting: Story = {
  parameters: { ...reviewsMsw(reviewHandlers.pending), ...desktop },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await writeAndSend(canvas);
    const button = await canvas.findByRole('button', { name: 'Submitting…' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(canvas.getByRole('button', { name: 'Submitting…' })).toBeVisible();
    await expect(canvas.getByLabelText('Your review')).toBeDisabled();
  },
};

/** Stored: the thank-you message, with the focus on it. */
export const Submitted: Story = {
  parameters: desktopAndDark,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await writeAndSend(canvas);
    const thanks = await canvas.findByRole('status');
    await expect(thanks).toHaveTextContent('Thank you for your review.');
    await waitFor(() => expect(thanks).toHaveFocus());
  },
};

/** The server failed: “Something went wrong”, the review kept, and it can be sent again. */
export const Failed: Story = {
  parameters: { ...reviewsMsw(reviewHandlers.serverError), ...desktop },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await writeAndSend(canvas);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong'));
    await expect(canvas.getByLabelText('Your review')).toHaveValue('Rich and smooth.');
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toHaveAttribute('aria-checked', 'true');
    await expect(canvas.getByRole('button', { name: 'Submit review' })).toBeEnabled();
  },
};

/** No answer at all: “Network error”, the review kept. */
export const NetworkError: Story = {
  parameters: { ...reviewsMsw(reviewHandlers.networkError), ...desktop },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await writeAndSend(canvas);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Network error'));
    await expect(canvas.getByLabelText('Review title')).toHaveValue('Our new morning coffee');
  },
};

/** The server says this purchase was reviewed (in another tab): the form closes with the spec’s message. */
export const AlreadyReviewedOnSubmit: Story = {
  parameters: { ...reviewsMsw(reviewHandlers.refused('alreadyReviewed')), ...desktop },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await writeAndSend(canvas);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('You have already reviewed this purchase'));
    await expect(canvas.queryByRole('button', { name: 'Submit review' })).toBeNull();
    await expect(canvas.getByLabelText('Your review')).toHaveValue('Rich and smooth.');
  },
};

/** The whole request was reviewed already. */
export const AlreadyReviewed: Story = {
  args: { request: ALREADY_REVIEWED },
  parameters: desktopAndDark,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('You have already reviewed this purchase')).toBeVisible();
  },
};

/** The request’s time is up. */
export const Expired: Story = {
  args: { request: EXPIRED },
  parameters: desktopAndDark,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Your review request has expired')).toBeVisible();
  },
};

/** A request with no products. */
export const NothingToReview: Story = {
  args: { request: NOTHING_TO_REVIEW },
  parameters: desktopAndDark,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('There are no products to review')).toBeVisible();
  },
};

/** Three products, one reviewed before: one form each, sent on its own. */
export const SeveralProducts: Story = {
  args: { request: SEVERAL_PRODUCTS },
  parameters: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('form')).toHaveLength(2);
    const mug = within(canvas.getByRole('form', { name: 'Stoneware mug' }));
    await userEvent.click(mug.getByRole('radio', { name: '5 stars' }));
    await userEvent.click(mug.getByRole('button', { name: 'Submit review' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Thank you for your review.');
    await expect(canvas.getByRole('form', { name: 'House blend coffee beans' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-product-id="prod-grinder"]')).toHaveTextContent('You have already reviewed this purchase');
  },
};

/** A phone: image and title side by side, the form below. */
export const Narrow: Story = {
  args: { request: SEVERAL_PRODUCTS },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
  parameters: visualParameters({ modes: ['mobile'] }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('radiogroup')).toHaveLength(2);
  },
};
