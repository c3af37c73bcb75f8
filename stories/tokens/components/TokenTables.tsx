import styled from 'styled-components';
import { tokens } from '../../../src/tokens';
import { DocTable } from './DocTable';

const Bar = styled.div`
  height: 12px;
  background: var(--color-accent);
  border-radius: 2px;
`;

const RadiusBox = styled.div`
  width: 48px;
  height: 48px;
  border: 2px solid var(--color-border);
  background: var(--color-surface);
`;

export function FontSizeTable() {
  return (
    <DocTable>
      <caption>Font sizes (px)</caption>
      <thead>
        <tr><th scope="col">Token</th><th scope="col">Size</th><th scope="col">Sample</th></tr>
      </thead>
      <tbody>
        {Object.entries(tokens.fontSizes).map(([name, px]) => (
          <tr key={name}>
            <td><code>fontSizes.{name}</code></td>
            <td>{px}</td>
            <td style={{ fontSize: px }}>Pack my box with five dozen liquor jugs</td>
          </tr>
        ))}
      </tbody>
    </DocTable>
  );
}

export function FontWeightTable() {
  return (
    <DocTable>
      <caption>Font weights</caption>
      <thead>
        <tr><th scope="col">Token</th><th scope="col">Weight</th><th scope="col">Sample</th></tr>
      </thead>
      <tbody>
        {Object.entries(tokens.fontWeights).map(([name, weight]) => (
          <tr key={name}>
            <td><code>fontWeights.{name}</code></td>
            <td>{weight}</td>
            <td style={{ fontWeight: weight, fontSize: tokens.fontSizes.xl }}>Galleries and storefronts</td>
          </tr>
        ))}
      </tbody>
    </DocTable>
  );
}

export function RadiusTable() {
  return (
    <DocTable>
      <caption>Corner radii (px)</caption>
      <thead>
        <tr><th scope="col">Token</th><th scope="col">Radius</th><th scope="col">Sample</th></tr>
      </thead>
      <tbody>
        {Object.entries(tokens.radii).map(([name, px]) => (
          <tr key={name}>
            <td><code>radii.{name}</code></td>
            <td>{px}</td>
            <td><RadiusBox style={{ borderRadius: px }} aria-hidden="true" /></td>
          </tr>
        ))}
      </tbody>
    </DocTable>
  );
}

export function TransitionTable() {
  const max = Math.max(...Object.values(tokens.transitionTimes));
  return (
    <DocTable>
      <caption>Transition times (ms)</caption>
      <thead>
        <tr><th scope="col">Token</th><th scope="col">Time</th><th scope="col" style={{ width: 240 }}>Relative length</th></tr>
      </thead>
      <tbody>
        {Object.entries(tokens.transitionTimes).map(([name, ms]) => (
          <tr key={name}>
            <td><code>transitionTimes.{name}</code></td>
            <td>{ms}</td>
            <td><Bar style={{ width: `${(ms / max) * 100}%` }} aria-hidden="true" /></td>
          </tr>
        ))}
      </tbody>
    </DocTable>
  );
}

type Row = [token: string, value: string, meaning: string];

function ConstantRows({ caption, rows }: { caption: string; rows: Row[] }) {
  return (
    <DocTable>
      <caption>{caption}</caption>
      <thead>
        <tr><th scope="col">Token</th><th scope="col">Value</th><th scope="col">Meaning</th></tr>
      </thead>
      <tbody>
        {rows.map(([token, value, meaning]) => (
          <tr key={token}>
            <td><code>{token}</code></td>
            <td>{value}</td>
            <td>{meaning}</td>
          </tr>
        ))}
      </tbody>
    </DocTable>
  );
}

export function BreakpointTable() {
  const b = tokens.breakpoints;
  const h = tokens.deviceHeights;
  return (
    <ConstantRows
      caption="Breakpoints and device heights (px)"
      rows={[
        ['breakpoints.mobileMax', String(b.mobileMax), `Mobile: ${tokens.mediaQueries.mobile}`],
        ['breakpoints.desktopMin', String(b.desktopMin), `Desktop: ${tokens.mediaQueries.desktop}; tablet is never matched`],
        ['breakpoints.desktopMedium', String(b.desktopMedium), 'Desktop breakpoint'],
        ['breakpoints.desktopLarge', String(b.desktopLarge), 'Desktop breakpoint'],
        ['breakpoints.mobileBarMax', String(b.mobileBarMax), 'The mobile information bar shows up to this width'],
        ['deviceHeights', `${h.phone}, ${h.tablet}, ${h.tabletLarge}`, 'Preview device heights'],
      ]}
    />
  );
}

export function MotionTable() {
  const m = tokens.motion;
  return (
    <ConstantRows
      caption="Motion"
      rows={[
        ['motion.defaultDurationS', `${m.defaultDurationS} s`, 'Show / hide animations'],
        ['motion.defaultEasing', m.defaultEasing, 'Default easing'],
        ['motion.scaleHideTarget', String(m.scaleHideTarget), 'Scale a scale-hide animation ends at'],
        ['motion.tweenDurationMs', `${m.tweenDurationMs} ms`, 'Default tween'],
        ['motion.animationStartDelayMs', `${m.animationStartDelayMs} ms`, 'Delay before an animation starts once ready'],
        ['motion.animationWatchMs', `${m.animationWatchMs} ms`, 'Global animation watch'],
        ['observer.thresholds', tokens.observer.thresholds.join(', '), 'Intersection observer thresholds'],
        ['observer.defaultRatio', String(tokens.observer.defaultRatio), 'Visible ratio that counts as in view'],
      ]}
    />
  );
}

export function LayerAndMediaTable() {
  const d = tokens.dialog;
  const t = tokens.tooltip;
  return (
    <ConstantRows
      caption="Layers, dialogs, tooltips and images"
      rows={[
        ['zIndices.dialog', String(tokens.zIndices.dialog), 'Base z-index of dialogs; stacked dialogs count up'],
        ['dialog', `${d.widthPx} px wide, ${d.paddingPx} px padding, fade ${d.fadeS} s`, `Hidden after ${d.hideFallbackMs} ms at the latest`],
        ['tooltip', `${t.widthPx} px wide, ${t.showDelayMs} ms delay`, `Mouse offset ${t.mouseOffsetPx} px, screen-edge margin ${t.screenEdgeMarginPx} px`],
        ['images.widths', tokens.images.widths.join(', '), 'Responsive image widths (px)'],
        ['images.lazyMarginPx', String(tokens.images.lazyMarginPx), 'Lazy images load within this distance of the viewport'],
      ]}
    />
  );
}
