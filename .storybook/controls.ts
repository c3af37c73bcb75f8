/**
 * Parameters for a story whose `render` ignores its args: the Controls panel shows no
 * inputs that would do nothing.
 *
 *   export const Table: Story = { render: () => <Table />, parameters: IGNORES_ARGS };
 *   parameters: { ...visualParameters({ modes: ['desktop'] }), ...IGNORES_ARGS }
 */
export const IGNORES_ARGS = { controls: { disable: true } };
