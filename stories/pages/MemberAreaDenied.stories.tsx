import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MemberAreaDenied } from '../../src/blocks/memberArea/MemberAreaDenied';
import { readMemberAreaDenied } from '../../src/blocks/memberArea/memberArea.rules';
import { visualParameters } from '../../.storybook/visual';

const meta = {
  title: 'Pages/Member Area Denied',
  component: MemberAreaDenied,
  tags: ['autodocs', 'member-area'],
  args: {
    area: readMemberAreaDenied({
      title: 'Roasters’ Circle',
      description: 'Early access to new lots, cupping notes every month and members-only brewing classes.',
      joinUrl: '/members',
      signInUrl: '/account/login?returnUrl=%2Fmembers%2Fdenied',
    }),
  },
  argTypes: {
    area: { control: 'object', description: 'The area the page belongs to, read by `readMemberAreaDenied` (title, description, joinUrl, signInUrl)' },
    text: { control: 'object', description: 'The wording (default English, `ENGLISH_MEMBER_AREA_TEXT`)' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MemberAreaDenied>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Page type 106: the page is for members; join the area, or sign in. */
export const AccessDenied: Story = {
  parameters: visualParameters({ modes: ['desktop', 'mobile', 'dark'] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('This page is for members');
    await expect(canvasElement).toHaveTextContent('Join Roasters’ Circle to see this page.');
    await expect(canvas.getByRole('link', { name: 'See membership plans' })).toHaveAttribute('href', '/members');
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/account/login?returnUrl=%2Fmembers%2Fdenied');
  },
};
