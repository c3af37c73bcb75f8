import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BlogList, BLOG_LIST_WORDS } from '../../src/blocks/blogList/BlogList';
import { BlogItemMeta } from '../../src/blocks/blogList/BlogItemMeta';
import { PostDate } from '../../src/blocks/blogList/PostDate';
import { visualParameters } from '../../.storybook/visual';
import { JUST_PUBLISHED, POSTS, ago } from './blogFixtures';

const meta = {
  title: 'Blocks/Blog List',
  component: BlogList,
  subcomponents: { PostDate, BlogItemMeta } as never,
  tags: ['autodocs', 'blog-pages'],
  args: { posts: POSTS, layout: 'list', locale: 'en-US', timeZone: 'UTC' },
  argTypes: {
    posts: { control: 'object', description: 'The posts (readBlogPosts), newest first: id, title, url, excerpt, author, published, image, tags' },
    layout: { control: 'inline-radio', options: ['list', 'grid'], description: 'One post a row, or cards in a grid' },
    locale: { control: 'text', description: 'Language of the dates and relative times' },
    timeZone: { control: 'text', description: 'The site’s time zone (IANA) for the exact day; the browser’s when absent' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BlogList>;

export default meta;
type Story = StoryObj<typeof meta>;

const dateOf = (canvas: HTMLElement, id: string) => canvas.querySelector(`[data-post="${id}"] [data-post-date]`);

/** Newest first, each with its exact day and how long ago, image beside the text. */
export const List: Story = {
  parameters: visualParameters({ modes: ['desktop', 'dark'] }),
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links.map((a) => a.textContent)).toEqual(['A walk along the harbour', 'This week’s beans', 'Opening hours over the holidays']);
    await expect(dateOf(canvasElement, 'p-harbour')).toHaveTextContent('Jan 12, 2026 · 3 days ago');
    await expect(dateOf(canvasElement, 'p-beans')).toHaveTextContent('Jan 6, 2026 · 1 week ago');
    await expect(within(canvasElement).getAllByRole('list', { name: BLOG_LIST_WORDS.tags })[0]).toHaveTextContent('walksharbour');
  },
};

/** Cards in a grid. */
export const Grid: Story = {
  args: { layout: 'grid' },
  parameters: visualParameters({ modes: ['desktop'] }),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-blog-list="grid"]')).not.toBeNull();
    await expect(dateOf(canvasElement, 'p-notes')).toHaveTextContent('Dec 6, 2025 · 1 month ago');
  },
};

/** A post published twenty seconds ago: "less than a minute ago" (the sentence style). */
export const JustPublished: Story = {
  args: { posts: [JUST_PUBLISHED, ...POSTS.slice(0, 1)] },
  parameters: visualParameters({ modes: ['desktop'] }),
  play: async ({ canvasElement }) => {
    await expect(dateOf(canvasElement, 'p-new')).toHaveTextContent('Jan 15, 2026 · less than a minute ago');
  },
};

/** No posts: the list says so. */
export const Empty: Story = {
  args: { posts: [] },
  parameters: visualParameters({ modes: ['desktop', 'dark'] }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(BLOG_LIST_WORDS.empty)).toBeVisible();
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};

/** A narrow column: the image goes above the text. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
  args: { posts: POSTS.slice(0, 2) },
  parameters: visualParameters({ modes: ['mobile'] }),
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'A blue mug of coffee' });
    const title = within(canvasElement).getByRole('link', { name: 'A walk along the harbour' });
    await expect(image.getBoundingClientRect().bottom).toBeLessThanOrEqual(title.getBoundingClientRect().top);
  },
};

/** A post page's meta line: author, exact day, how long ago. */
export const ItemMeta: Story = {
  render: ({ locale, timeZone }) => <BlogItemMeta author="Ada Lind" published={ago(3 * 86400)} locale={locale} timeZone={timeZone} />,
  // the meta line reads only these two; the list's other controls would do nothing here
  parameters: { ...visualParameters({ modes: ['desktop', 'dark'] }), controls: { include: ['locale', 'timeZone'] } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-blog-item-meta]')).toHaveTextContent('By Ada Lind · Jan 12, 2026 · 3 days ago');
  },
};
