/* Images: the vector story assets, drawn the same at any size (a photo scaled to a thumbnail is not). */
import type { BlogPost } from '../../src/blocks/blogList/blogPosts.rules';
import { FROZEN_TIME_MS } from '../../.storybook/storyClock.js';

/** `seconds` before the instant every story starts at (2026-01-15T10:00:00Z, `.storybook/storyClock.js`). */
export const ago = (seconds: number) => FROZEN_TIME_MS - seconds * 1000;
const DAY = 86400;

export const POSTS: BlogPost[] = [
  {
    id: 'p-harbour',
    title: 'A walk along the harbour',
    url: '#harbour',
    excerpt: 'Fog on the quay, the first boats in, and coffee on the wall.',
    author: 'Ada Lind',
    published: ago(3 * DAY),
    image: { url: 'assets/products/mug.svg', width: 240, height: 240, alt: 'A blue mug of coffee' },
    tags: ['walks', 'harbour'],
  },
  {
    id: 'p-beans',
    title: 'This week’s beans',
    url: '#beans',
    excerpt: 'Two washed lots from the highlands and a natural that tastes of blueberries.',
    author: 'Sam Okafor',
    published: ago(9 * DAY),
    image: { url: 'assets/products/beans.svg', width: 240, height: 240, alt: 'A bag of coffee beans' },
    tags: ['coffee'],
  },
  {
    id: 'p-notes',
    title: 'Opening hours over the holidays',
    url: '#notes',
    excerpt: null,
    author: null,
    published: ago(40 * DAY),
    image: null,
    tags: [],
  },
];

/** Published twenty seconds ago. */
export const JUST_PUBLISHED: BlogPost = { ...POSTS[2]!, id: 'p-new', title: 'New on the menu: cardamom buns', published: ago(20) };
