import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SearchBlock } from '../../src/blocks/search/SearchBlock';
import { SearchField } from '../../src/blocks/search/SearchField';
import { ServicesProvider } from '../../src/primitives/services';
import { visualParameters } from '../../.storybook/visual';
import { SearchStoryFrame, SearchStoryPage } from './searchFixtures';

const meta = {
  title: 'Blocks/Search',
  component: SearchBlock,
  subcomponents: { SearchField, ServicesProvider },
  tags: ['autodocs', 'search-block'],
  args: { placeholder: 'Search', collectionIds: [], landmarkLabel: 'Site search' },
  argTypes: {
    placeholder: { control: 'text', description: 'The field’s placeholder text (the block’s `placeholder` setting; "Search" by default)' },
    collectionIds: { control: 'object', description: 'The collections searched (the block’s `collectionIds`); empty: the whole site' },
    landmarkLabel: { control: 'text', description: 'The search landmark’s name (two search forms on one page need different names)' },
  },
  render: (args) => (
    <SearchStoryFrame width={480}>
      <SearchStoryPage>
        <SearchBlock {...args} />
      </SearchStoryPage>
    </SearchStoryFrame>
  ),
} satisfies Meta<typeof SearchBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The block as the page shows it: a labelled search field and its button. */
export const Idle: Story = {
  parameters: visualParameters({ modes: ['desktop', 'mobile', 'dark'] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('search', { name: 'Site search' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveAttribute('placeholder', 'Search');
  },
};

/** A block that searches the shop only, with its own placeholder. */
export const ShopOnly: Story = {
  args: { placeholder: 'Search the shop', collectionIds: ['64a1f0c2e4b0a1b2c3d4e5f7'], landmarkLabel: 'Shop search' },
  parameters: visualParameters({ modes: ['desktop'] }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox')).toHaveAttribute('placeholder', 'Search the shop');
  },
};

/** Typed and sent: the page goes to the search page with the query (and the collections searched). */
export const Submitted: Story = {
  args: ShopOnly.args,
  parameters: visualParameters({ modes: ['desktop', 'dark'] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox'), 'lake print');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(canvasElement.querySelector('[data-went-to] code')).toHaveTextContent('/search?q=lake+print&collections=64a1f0c2e4b0a1b2c3d4e5f7');
  },
};

/**
 * Keyboard only: Tab reaches the field; Enter with nothing typed goes nowhere; Escape
 * empties what was typed; Enter sends the query; Tab moves on to the button.
 */
export const Keyboard: Story = {
  parameters: visualParameters({ modes: ['desktop'] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('searchbox', { name: 'Search' });
    await userEvent.tab();
    await expect(field).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvasElement.querySelector('[data-went-to]')).toBeNull();
    await userEvent.keyboard('harbur');
    await userEvent.keyboard('{Escape}');
    await expect(field).toHaveValue('');
    await userEvent.keyboard('harbour{Enter}');
    await expect(canvasElement.querySelector('[data-went-to] code')).toHaveTextContent('/search?q=harbour');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Search' })).toHaveFocus();
  },
};
