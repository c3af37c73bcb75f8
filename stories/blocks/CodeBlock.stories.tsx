import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CodeBlock } from '../../src/blocks/code/CodeBlock';
import { CODE_MESSAGES } from '../../src/blocks/code/code.rules';
import { visualParameters } from '../../.storybook/visual';

/** The site owner’s own HTML: a small opening-hours table. */
const HOURS_HTML = [
  '<table class="owner-hours" style="border-collapse:collapse">',
  '<caption style="text-align:left;font-weight:600;padding-bottom:4px">Opening hours</caption>',
  '<tr><th scope="row" style="text-align:left;padding-right:16px">Mon–Fri</th><td>7:00–18:00</td></tr>',
  '<tr><th scope="row" style="text-align:left;padding-right:16px">Sat–Sun</th><td>8:00–16:00</td></tr>',
  '</table>',
].join('');

/** The owner’s HTML with a script: it writes into the paragraph just before it, so its output shows it ran. */
const SCRIPT_HTML = [
  '<p class="owner-note">The script has not run.</p>',
  '<script>',
  'document.currentScript.previousElementSibling.textContent = "The owner’s script ran: today’s special is the cardamom bun.";',
  '</script>',
].join('\n');

const meta = {
  title: 'Blocks/Code',
  component: CodeBlock,
  tags: ['autodocs', 'embed-code'],
  args: { html: HOURS_HTML, displaySource: false, language: null },
  argTypes: {
    html: { control: 'text', description: 'The block’s code: the site owner’s own HTML (or CSS, JavaScript… with another language)' },
    displaySource: { control: 'boolean', description: 'Show the code as text instead of placing it in the page (“display source”)' },
    language: {
      control: 'select',
      options: [null, 'html', 'css', 'javascript', 'markdown'],
      description: 'The code’s language; HTML (the default) is placed in the page, any other is shown as text',
    },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CodeBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The owner’s HTML placed in the page as written. */
export const OwnerHtml: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Opening hours' });
    await expect(within(table).getByRole('rowheader', { name: 'Mon–Fri' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-code-block="html"] > table.owner-hours')).not.toBeNull();
  },
};

/** The owner’s script ran once it was in the page (scripts set as HTML never run by themselves; the block runs them again). */
export const ScriptRerun: Story = {
  args: { html: SCRIPT_HTML },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The owner’s script ran: today’s special is the cardamom bun.')).toBeVisible();
    await expect(within(canvasElement).queryByText('The script has not run.')).toBeNull();
  },
};

/** Display source on: the same HTML shown as code, nothing in it run; Tab reaches the code so it scrolls from the keyboard. */
export const DisplaySource: Story = {
  args: { html: SCRIPT_HTML, displaySource: true },
  play: async ({ canvasElement }) => {
    const code = within(canvasElement).getByRole('region', { name: 'Code' });
    await expect(code.querySelector('code')).toHaveTextContent('<p class="owner-note">The script has not run.</p>', { normalizeWhitespace: false });
    await expect(canvasElement.querySelector('.owner-note')).toBeNull();
    await userEvent.tab();
    await expect(code).toHaveFocus();
  },
};

/** Code in another language (CSS) is shown as text, named with its language. */
export const OtherLanguage: Story = {
  parameters: visualParameters({ modes: ['desktop', 'dark'] }),
  args: { html: '.menu-price {\n  font-weight: 600;\n  color: var(--accent);\n}', language: 'css' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Code (css)' })).toHaveTextContent('.menu-price {');
  },
};

/** A code block with no code: its message. */
export const Empty: Story = {
  parameters: visualParameters({ modes: ['desktop', 'dark'] }),
  args: { html: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(CODE_MESSAGES.empty)).toBeVisible();
  },
};
