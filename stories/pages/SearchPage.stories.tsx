import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SearchPage } from '../../src/blocks/search/SearchPage';
import { SearchField } from '../../src/blocks/search/SearchField';
import { SearchResultList } from '../../src/blocks/search/SearchResultList';
import { ServicesProvider } from '../../src/primitives/services';
import { visualParameters } from '../../.storybook/visual';
import { flakySearch, searchHandlers, searchMsw, SearchStoryFrame, SearchStoryPage } from '../blocks/searchFixtures';

/** The page's query string in a story (`?q=…`): what the visitor arrived with. */
type PageParameters = { pageQuery?: string };

const meta = {
  title: 'Pages/Search Page',
  component: SearchPage,
  subcomponents: { SearchField, SearchResultList, ServicesProvider },
  tags: ['autodocs', 'search-page'],
  args: { headingLevel: 2, onQueryChange: fn() },
  argTypes: {
    placeholder: { control: 'text', description: 'The field’s placeholder text ("Search" by default)' },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4], description: 'Heading level of the result titles (2 under the page’s h1)' },
    onQueryChange: { description: 'Told the search page’s address (/search?q=…) for each new query, so the page can show it' },
  },
  render: (args, { parameters }) => (
    <SearchStoryFrame>
      <SearchStoryPage query={(parameters as PageParameters).pageQuery ?? ''}>
        <SearchPage {...args} />
      </SearchStoryPage>
    </SearchStoryFrame>
  ),
  parameters: searchMsw(searchHandlers.catalogue),
} satisfies Meta<typeof SearchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const statusOf = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status');
const resultLinks = (canvasElement: HTMLElement) => within(canvasElement).queryAllByRole('link');

/** Opened without a query: the field waits, nothing is asked. */
export const Idle: Story = {
  parameters: visualParameters({ modes: ['desktop', 'mobile', 'dark'] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('search', { name: 'Search this site' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    await expect(statusOf(canvasElement)).toHaveTextContent('');
  },
};

/** Opened with ?q=lake while the answer is on its way. */
export const Searching: Story = {
  parameters: { pageQuery: '?q=lake', ...searchMsw(searchHandlers.pending), ...visualParameters({ modes: ['desktop', 'dark'] }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox')).toHaveValue('lake');
    await expect(statusOf(canvasElement)).toHaveTextContent('Searching…');
  },
};

/** Opened with ?q=harbour: the matches, with their type, excerpt and thumbnail; the count is announced. */
export const Results: Story = {
  parameters: { pageQuery: '?q=harbour', ...visualParameters({ modes: ['desktop', 'mobile', 'dark'] }) },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(statusOf(canvasElement)).toHaveTextContent('4 results for “harbour”'));
    await expect(resultLinks(canvasElement).map((a) => a.textContent)).toEqual(['Visit us', 'Harbour, framed', 'Harbour lights', 'About']);
    await expect(within(canvasElement).getByRole('link', { name: 'Harbour lights' })).toHaveAttribute('href', '/journal/harbour');
  },
};

/** Nothing matched: the empty state names the query and suggests what to try. */
export const NoResults: Story = {
  parameters: { pageQuery: '?q=zebra', ...visualParameters({ modes: ['desktop', 'dark'] }) },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(statusOf(canvasElement)).toHaveTextContent('No results for “zebra”'));
    await expect(within(canvasElement).getByText(/Check the spelling/)).toBeVisible();
    await expect(resultLinks(canvasElement)).toHaveLength(0);
  },
};

/** Two results a page: More results loads the next two after those shown (the first new one takes the focus), until there are no more. */
export const MoreResults: Story = {
  parameters: { pageQuery: '?q=harbour', ...searchMsw(searchHandlers.twoPerPage), ...visualParameters({ modes: ['desktop'] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(resultLinks(canvasElement)).toHaveLength(2));
    await expect(statusOf(canvasElement)).toHaveTextContent('4 results for “harbour”');
    await userEvent.click(canvas.getByRole('button', { name: 'More results' }));
    await waitFor(() => expect(resultLinks(canvasElement).map((a) => a.textContent)).toEqual(['Visit us', 'Harbour, framed', 'Harbour lights', 'About']));
    await expect(canvas.queryByRole('button', { name: 'More results' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Harbour lights' })).toHaveFocus();
  },
};

/** The call got no answer: Unable to load results, with Network error, and Try again. */
export const Failed: Story = {
  parameters: { pageQuery: '?q=lake', ...searchMsw(searchHandlers.networkError), ...visualParameters({ modes: ['desktop', 'dark'] }) },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(statusOf(canvasElement)).toHaveTextContent('Unable to load results. Network error'));
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** An answer that is not a search reply: Unable to load results, and Try again. */
export const FailedBadReply: Story = {
  parameters: { pageQuery: '?q=lake', ...searchMsw(searchHandlers.malformed), ...visualParameters({ modes: ['desktop'] }) },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(statusOf(canvasElement)).toHaveTextContent(/^Unable to load results$/));
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The first call fails; Try again searches once more and the results come. */
export const RetryRecovers: Story = {
  parameters: { pageQuery: '?q=lake', ...searchMsw(searchHandlers.flaky), ...visualParameters({ modes: ['desktop'] }) },
  loaders: [async () => (flakySearch.reset(), {})],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const retry = await canvas.findByRole('button', { name: 'Try again' });
    await userEvent.click(retry);
    await waitFor(() => expect(statusOf(canvasElement)).toHaveTextContent('1 result for “lake”'));
    await expect(canvas.getByRole('link', { name: 'Lake at dusk, print' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
  },
};

/**
 * Keyboard only: Tab reaches the field, typing and Enter search (the address is told),
 * Tab moves on to the button and then to each result in order; back in the field,
 * Escape empties it.
 */
export const Keyboard: Story = {
  parameters: visualParameters({ modes: ['desktop'] }),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('searchbox', { name: 'Search' });
    await userEvent.tab();
    await expect(field).toHaveFocus();
    await userEvent.keyboard('print{Enter}');
    await waitFor(() => expect(statusOf(canvasElement)).toHaveTextContent('2 results for “print”'));
    await expect(args.onQueryChange).toHaveBeenCalledWith('/search?q=print');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Search' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Harbour, framed' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Lake at dusk, print' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await expect(field).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(field).toHaveValue('');
    await expect(field).toHaveFocus();
  },
};

/** Reduced motion: the searching ring stands still; the words say it all. */
export const ReducedMotion: Story = {
  globals: { reducedMotion: 'reduce' },
  parameters: { pageQuery: '?q=lake', ...searchMsw(searchHandlers.pending), ...visualParameters({ modes: ['reduced-motion'] }) },
  play: async ({ canvasElement }) => {
    await expect(statusOf(canvasElement)).toHaveTextContent('Searching…');
    const ring = statusOf(canvasElement).querySelector('[aria-hidden="true"]')!;
    await expect(getComputedStyle(ring).animationName).toBe('none');
  },
};
