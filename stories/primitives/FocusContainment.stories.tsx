import type { CSSProperties } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { useFocusContainment } from '../../src/primitives/focus/useFocusContainment';
import { visualParameters } from '../../.storybook/visual';

const button: CSSProperties = { font: 'inherit', minHeight: 44, padding: '0 14px', marginRight: 8 };
const panel: CSSProperties = { padding: 12, margin: '8px 0', border: '1px solid var(--color-border)', borderRadius: 4 };

/** An editing panel and, apart from it, the toolbar that belongs to it; the page's own link between them. */
function PanelAndToolbar({ contain }: { contain: boolean }) {
  useFocusContainment({ predicate: (el) => el.closest('[data-editing]') !== null }, contain);
  return (
    <div>
      <div data-editing="" role="group" aria-label="Text settings" style={panel}>
        <button type="button" style={button}>
          Bold
        </button>
        <button type="button" style={button}>
          Italic
        </button>
      </div>
      <p>
        <a href="#page" style={{ color: 'var(--color-link)' }}>
          A link on the page
        </a>
      </p>
      <div data-editing="" role="toolbar" aria-label="Panel actions" style={panel}>
        <button type="button" style={button}>
          Done
        </button>
      </div>
    </div>
  );
}

const meta = {
  title: 'Primitives/Focus Containment',
  component: PanelAndToolbar,
  args: { contain: true },
  parameters: visualParameters({ modes: ['desktop'] }),
} satisfies Meta<typeof PanelAndToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Contained by a predicate: Tab goes Bold, Italic, Done and round again, never to the page's link. */
export const ByPredicate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Bold' }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Italic' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Done' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Bold' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Done' })).toHaveFocus();
  },
};

/** Not contained: Tab reaches the page's link as usual. */
export const Released: Story = {
  args: { contain: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Italic' }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'A link on the page' })).toHaveFocus();
  },
};
