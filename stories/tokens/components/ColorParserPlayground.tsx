import { useId, useState } from 'react';
import styled from 'styled-components';
import { formatColor, isDark, luma, parseColor, toHex, toHslString, toRgbString, type ColorValue } from '../../../src/tokens';
import { DocTable } from './DocTable';
import { tokens } from '../../../src/tokens/tokens';

const Field = styled.div`
  display: grid;
  gap: 6px;
  max-width: 420px;
  margin-bottom: 16px;
  input {
    font: inherit;
    padding: 8px 10px;
    border: 1px solid var(--color-border);
    border-radius: ${tokens.radii.small}px;
    background: var(--color-background);
    color: var(--color-text);
  }
  input:focus-visible {
    outline: 3px solid var(--color-focus);
    outline-offset: 1px;
  }
`;

const Chip = styled.div`
  width: 120px;
  height: 64px;
  border-radius: ${tokens.radii.large}px;
  border: 1px solid var(--color-border);
  margin-bottom: 12px;
  background-image:
    linear-gradient(45deg, #ccc 25%, transparent 25%, transparent 75%, #ccc 75%), linear-gradient(45deg, #ccc 25%, transparent 25%, transparent 75%, #ccc 75%);
  background-size: 16px 16px;
  background-position:
    0 0,
    8px 8px;
  overflow: hidden;
  & > div {
    width: 100%;
    height: 100%;
  }
`;

type Outcome = { kind: 'empty' } | { kind: 'invalid' } | { kind: 'error'; message: string } | { kind: 'ok'; value: ColorValue };

export function inspect(input: unknown): Outcome {
  if (input === '') return { kind: 'empty' };
  try {
    const value = parseColor(input as string);
    return value ? { kind: 'ok', value } : { kind: 'invalid' };
  } catch (error) {
    return { kind: 'error', message: `${(error as Error).name}: ${(error as Error).message}` };
  }
}

function hexOrReason(value: ColorValue): string {
  try {
    return toHex(value);
  } catch (error) {
    return (error as Error).message;
  }
}

export interface ColorParserPlaygroundProps {
  /** The text to parse at first; anything but a string shows the type error. */
  initialValue?: unknown;
}

/** Type a colour string and see how the palette's colour model reads it. */
export function ColorParserPlayground({ initialValue = '' }: ColorParserPlaygroundProps) {
  const [text, setText] = useState<unknown>(initialValue);
  const id = useId();
  const outcome = inspect(text);
  return (
    <div>
      <Field>
        <label htmlFor={id}>Colour string</label>
        <input
          id={id}
          value={typeof text === 'string' ? text : String(text)}
          onChange={(e) => setText(e.target.value)}
          placeholder="#2a6fdb, rgba(0, 0, 0, 0.5), hsl(210, 40%, 30%), hwb(…), teal"
          spellCheck={false}
          autoComplete="off"
        />
      </Field>
      <div role="status" aria-live="polite">
        {outcome.kind === 'empty' && <p>Enter a colour: hex (3 or 6 digits), rgb/rgba, hsl/hsla, hwb or a colour name.</p>}
        {outcome.kind === 'invalid' && <p>Not a colour this palette accepts: it parses to nothing.</p>}
        {outcome.kind === 'error' && <p>{outcome.message}</p>}
        {outcome.kind === 'ok' && (
          <>
            <Chip aria-hidden="true">
              <div style={{ background: toHslString(outcome.value) }} />
            </Chip>
            <DocTable
              caption="Parsed colour value"
              columns={['Property', 'Value']}
              rowHeaders
              rows={[
                ['userFormat', outcome.value.userFormat],
                ['values', <code>{JSON.stringify(outcome.value.values)}</code>],
                ['In its format', <code>{formatColor(outcome.value)}</code>],
                ['Hex', <code>{hexOrReason(outcome.value)}</code>],
                ['RGB', <code>{toRgbString(outcome.value)}</code>],
                ['HSL', <code>{toHslString(outcome.value)}</code>],
                ['Luma', `${luma(outcome.value).toFixed(3)} (${isDark(outcome.value) ? 'dark' : 'light'}: threshold 0.65)`],
              ]}
            />
          </>
        )}
      </div>
    </div>
  );
}
