import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Chart } from '../../src/blocks/chart/Chart';
import { BarChart } from '../../src/blocks/chart/BarChart';
import { LineChart } from '../../src/blocks/chart/LineChart';
import { PieChart } from '../../src/blocks/chart/PieChart';
import { ChartPicture } from '../../src/blocks/chart/ChartPicture';
import { ChartAxes } from '../../src/blocks/chart/ChartAxes';
import { DataPoints } from '../../src/blocks/chart/DataPoints';
import { SeriesPatterns } from '../../src/blocks/chart/SeriesFill';
import { ChartLegend } from '../../src/blocks/chart/ChartLegend';
import { ChartTable } from '../../src/blocks/chart/ChartTable';
import { MAX_DATASET_COLUMNS, MAX_DATASET_ROWS } from '../../src/blocks/chart/dataset.rules';
import { visualParameters } from '../../.storybook/visual';

const VISITORS = [
  ['Quarter', 'Visitors'],
  ['Q1', 1200],
  ['Q2', 1850],
  ['Q3', 2400],
  ['Q4', 1600],
];

const BY_SHOP = [
  ['Quarter', 'Harbour', 'Old town', 'Online'],
  ['Q1', 420, 310, 520],
  ['Q2', 480, 350, 610],
  ['Q3', 650, 400, 720],
  ['Q4', 530, 380, 900],
];

const MONTHS = [
  ['Month', 'Coffee', 'Tea'],
  ['Jan', 820, 410],
  ['Feb', 760, 430],
  ['Mar', 900, 380],
  ['Apr', 1040, 360],
  ['May', 1180, 300],
  ['Jun', 1250, 280],
];

const SALES_MIX = [
  ['Product', 'Sales'],
  ['Coffee', 52],
  ['Tea', 18],
  ['Pastries', 21],
  ['Merchandise', 9],
];

const meta = {
  title: 'Blocks/Chart',
  component: Chart,
  subcomponents: { BarChart, LineChart, PieChart, ChartPicture, ChartAxes, DataPoints, SeriesPatterns, ChartLegend, ChartTable } as never,
  tags: ['autodocs', 'chart'],
  args: { kind: 'bar', rows: VISITORS, title: 'Visitors by quarter', xAxisTitle: 'Quarter', yAxisTitle: 'Visitors', showLegend: true, defaultView: 'chart' },
  argTypes: {
    kind: { control: 'inline-radio', options: ['bar', 'line', 'pie'], description: 'Bar (variant 1009), line (1010) or pie (1011)' },
    rows: { control: 'object', description: 'The dataset: rows of cells, the first naming the columns; a pie draws the first value column' },
    title: { control: 'text', description: 'The chart’s title (its caption and the table’s)' },
    xAxisTitle: { control: 'text', description: 'Title of the category axis (bar, line)' },
    yAxisTitle: { control: 'text', description: 'Title of the value axis (bar, line)' },
    showLegend: { control: 'boolean', description: 'Show the legend (default true)' },
    defaultView: { control: 'inline-radio', options: ['chart', 'table'], description: 'What shows first: the chart or its data table' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Chart>;

export default meta;
type Story = StoryObj<typeof meta>;

const picture = (canvasElement: HTMLElement) => within(canvasElement).getByRole('img', { name: /chart/ });
/** Farm parameters: a story with a picture waits until it is measured and drawn. */
const withPicture = (modes: Parameters<typeof visualParameters>[0]['modes'] = ['desktop', 'dark']) =>
  visualParameters({ modes, waitFor: '[data-ready="true"]' });
const noPicture = visualParameters({ modes: ['desktop', 'dark'] });

/** A bar chart of one series: the svg is an image named by its title and described by its summary. */
export const Bar: Story = {
  parameters: withPicture(),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(picture(canvasElement)).toHaveAccessibleName('Bar chart: Visitors by quarter'));
    await expect(picture(canvasElement)).toHaveAccessibleDescription(/Visitors from 1,200 \(Q1\) to 2,400 \(Q3\)/);
    await expect(within(canvasElement).getAllByRole('img', { name: /^Q\d: / })).toHaveLength(4);
  },
};

/** Grouped bars: three series side by side in each quarter, with a legend. */
export const GroupedBar: Story = {
  parameters: withPicture(),
  args: { rows: BY_SHOP, title: 'Visitors by shop', yAxisTitle: 'Visitors' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getAllByRole('img', { name: /^Q\d, / })).toHaveLength(12));
    await expect(within(canvasElement).getByRole('list', { name: 'Legend' })).toHaveTextContent('HarbourOld townOnline');
  },
};

/** A line chart of two series: each with its own marker shape and dash. */
export const Line: Story = {
  parameters: withPicture(),
  args: { kind: 'line', rows: MONTHS, title: 'Cups sold', xAxisTitle: 'Month', yAxisTitle: 'Cups' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(picture(canvasElement)).toHaveAccessibleName('Line chart: Cups sold'));
    await expect(within(canvasElement).getAllByRole('img', { name: /^(Jan|Feb|Mar|Apr|May|Jun), (Coffee|Tea): / })).toHaveLength(12);
  },
};

/** A pie chart: a slice per product, its share outside it, the legend naming each. */
export const Pie: Story = {
  parameters: withPicture(),
  args: { kind: 'pie', rows: SALES_MIX, title: 'Sales mix' },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(picture(canvasElement)).toHaveAccessibleDescription('Sales across 4 categories of Product, 100 in all. Largest: Coffee, 52 (52%).'),
    );
    await expect(within(canvasElement).getByRole('img', { name: 'Tea: 18 (18%)' })).toBeInTheDocument();
  },
};

/** “Show data table” swaps the chart for a table with a caption and headers; “Show chart” brings it back. */
export const DataTable: Story = {
  args: { rows: BY_SHOP, title: 'Visitors by shop' },
  parameters: noPicture,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show data table' }));
    const table = canvas.getByRole('table', { name: 'Visitors by shop' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Quarter', 'Harbour', 'Old town', 'Online']);
    await expect(within(table).getByRole('rowheader', { name: 'Q4' })).toBeInTheDocument();
    await expect(canvas.queryByRole('img', { name: /chart/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Show chart' })).toBeInTheDocument();
  },
};

/** Keyboard: one tab stop into the data points; the focused point shows its value; arrows move on. */
export const FocusedDataPoint: Story = {
  args: { rows: BY_SHOP, title: 'Visitors by shop' },
  parameters: withPicture(['desktop']),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('img', { name: /^Q\d, / })).toHaveLength(12));
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Show data table' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('img', { name: 'Q1, Harbour: 420' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    const point = canvas.getByRole('img', { name: 'Q2, Harbour: 480' });
    await expect(point).toHaveFocus();
    await waitFor(() => expect(within(document.body).getByRole('tooltip')).toHaveTextContent('Q2, Harbour: 480'));
    await expect(point).toHaveAttribute('tabindex', '0');
  },
};

/** A dataset with no value column: the spec’s message in place of the chart. */
export const NoColumns: Story = {
  args: { rows: [['Quarter'], ['Q1'], ['Q2']] },
  parameters: noPicture,
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Your dataset must have at least one column');
  },
};

/** A dataset with a header row only. */
export const NoRows: Story = {
  args: { rows: [['Quarter', 'Visitors']] },
  parameters: noPicture,
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Your dataset must have at least one row');
  },
};

/** A dataset with a blank cell. */
export const MissingData: Story = {
  args: {
    rows: [
      ['Quarter', 'Visitors'],
      ['Q1', 1200],
      ['Q2', ''],
      ['Q3', 2400],
    ],
  },
  parameters: noPicture,
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('One or more rows was missing data');
  },
};

const DAILY = [['Day', 'Visitors'], ...Array.from({ length: MAX_DATASET_ROWS + 10 }, (_, d) => [`${d + 1}`, Math.round(300 + 120 * Math.sin(d / 5))])];
const SHOPS = Array.from({ length: MAX_DATASET_COLUMNS + 2 }, (_, i) => `Shop ${i + 1}`);
const BY_MANY_SHOPS = [['Quarter', ...SHOPS], ...['Q1', 'Q2'].map((q, r) => [q, ...SHOPS.map((_, s) => 200 + ((s * 37 + r * 90) % 160))])];

/** Over the maximum rows: the first 50 are drawn and a notice says how many there were. */
export const TruncatedRows: Story = {
  args: { kind: 'line', rows: DAILY, title: 'Daily visitors', xAxisTitle: 'Day', yAxisTitle: 'Visitors', showLegend: false },
  parameters: withPicture(['desktop']),
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(`Showing the first ${MAX_DATASET_ROWS} of ${MAX_DATASET_ROWS + 10} rows.`);
    await waitFor(() => expect(within(canvasElement).getAllByRole('img', { name: /^\d+: / })).toHaveLength(MAX_DATASET_ROWS));
  },
};

/** Over the maximum columns: the first 8 series are drawn (each its own colour and pattern) and a notice says how many there were. */
export const TruncatedColumns: Story = {
  args: { rows: BY_MANY_SHOPS, title: 'Visitors by shop', xAxisTitle: 'Quarter', yAxisTitle: 'Visitors' },
  parameters: withPicture(['desktop', 'dark']),
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(`Showing the first ${MAX_DATASET_COLUMNS} of ${MAX_DATASET_COLUMNS + 2} columns.`);
    await waitFor(() => expect(within(canvasElement).getByRole('list', { name: 'Legend' }).children).toHaveLength(MAX_DATASET_COLUMNS));
  },
};

const YEAR = [
  ['Month', 'Coffee'],
  ...['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'].map((m, i) => [m, 800 + 60 * i - 4 * i * i]),
];

/** A phone-width bar chart of twelve months: every other month labelled so labels never overlap, the height kept at its minimum. */
export const Narrow: Story = {
  args: { rows: YEAR, title: 'Cups sold', xAxisTitle: 'Month', yAxisTitle: 'Cups' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
  parameters: withPicture(['mobile']),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(picture(canvasElement)).toBeInTheDocument());
    await expect(picture(canvasElement).getAttribute('height')).toBe('240');
    await expect(within(picture(canvasElement)).queryByText('Feb')).toBeNull();
    await expect(within(picture(canvasElement)).getByText('Mar')).toBeInTheDocument();
  },
};

/** Reduced motion: the marks are there at once, with no entrance fade. */
export const ReducedMotion: Story = {
  args: { kind: 'pie', rows: SALES_MIX, title: 'Sales mix' },
  globals: { reducedMotion: 'reduce' },
  parameters: withPicture(['reduced-motion']),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(picture(canvasElement)).toBeInTheDocument());
    await expect(getComputedStyle(picture(canvasElement).querySelector('.marks')!).animationName).toBe('none');
  },
};
