import type { ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../../../src/tokens';
import { focusRing } from '../../../src/primitives/focusRing/focusRing';
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

/** One row a step of a token scale: its name, value and a live sample. */
function ScaleTable<T extends string | number>({
  caption,
  group,
  valueHeader,
  scale,
  sample,
}: {
  caption: string;
  group: string;
  valueHeader: string;
  scale: Record<string, T>;
  sample: (value: T) => ReactNode;
}) {
  return (
    <DocTable
      caption={caption}
      columns={['Token', valueHeader, 'Sample']}
      rows={Object.entries(scale).map(([name, value]) => [<code>{`${group}.${name}`}</code>, value, sample(value)])}
    />
  );
}

export function FontSizeTable() {
  return (
    <ScaleTable
      caption="Font sizes (px)"
      group="fontSizes"
      valueHeader="Size"
      scale={tokens.fontSizes}
      sample={(px) => <span style={{ fontSize: px }}>Pack my box with five dozen jugs</span>}
    />
  );
}

export function FontWeightTable() {
  return (
    <ScaleTable
      caption="Font weights"
      group="fontWeights"
      valueHeader="Weight"
      scale={tokens.fontWeights}
      sample={(weight) => <span style={{ fontWeight: weight, fontSize: tokens.fontSizes.xl }}>Storefronts</span>}
    />
  );
}

export function SpaceTable() {
  return (
    <ScaleTable
      caption="Space (px): padding, margin, gap"
      group="space"
      valueHeader="Space"
      scale={tokens.space}
      sample={(px) => <Bar style={{ width: Math.max(px, 1) }} aria-hidden="true" />}
    />
  );
}

export function LineHeightTable() {
  return (
    <ScaleTable
      caption="Line heights"
      group="lineHeights"
      valueHeader="Line height"
      scale={tokens.lineHeights}
      sample={(lh) => <span style={{ display: 'inline-block', maxWidth: 200, lineHeight: lh }}>Pack my box with five dozen liquor jugs</span>}
    />
  );
}

const RingSample = styled.span<{ $inset: boolean }>`
  display: inline-block;
  min-width: ${tokens.targetSize.minPx}px;
  min-height: ${tokens.targetSize.minPx}px;
  margin: ${tokens.space.xs}px;
  border: 1px solid var(--color-border);
  border-radius: ${tokens.radii.small}px;
  ${({ $inset }) => focusRing({ inset: $inset })}
`;

export function FocusAndTargetTable() {
  const f = tokens.focusRing;
  const t = tokens.targetSize;
  return (
    <DocTable
      caption="Focus ring and target size"
      columns={['Token', 'Value', 'Sample']}
      rows={[
        [<code>focusRing.offsetPx</code>, `${f.widthPx} px ${f.colors.focus}, ${f.offsetPx} px outside`, <RingSample $inset={false} aria-hidden="true" />],
        [<code>focusRing.insetOffsetPx</code>, `${f.widthPx} px, ${f.insetOffsetPx} px (inside)`, <RingSample $inset aria-hidden="true" />],
        [<code>targetSize.minPx</code>, `${t.minPx} px`, 'Every control a visitor taps (WCAG 2.2 2.5.5)'],
        [<code>targetSize.compactPx</code>, `${t.compactPx} px high`, 'A compact button inside a dense panel'],
        [<code>targetSize.wcagMinimumPx</code>, `${t.wcagMinimumPx} px`, 'A text button inside running text only (WCAG 2.2 2.5.8 minimum)'],
      ]}
    />
  );
}

export function RadiusTable() {
  return (
    <ScaleTable
      caption="Corner radii (px)"
      group="radii"
      valueHeader="Radius"
      scale={tokens.radii}
      sample={(px) => <RadiusBox style={{ borderRadius: px }} aria-hidden="true" />}
    />
  );
}

export function TransitionTable() {
  const max = Math.max(...Object.values(tokens.transitionTimes));
  return (
    <DocTable
      caption="Transition times (ms)"
      columns={['Token', 'Time', 'Relative length']}
      rows={Object.entries(tokens.transitionTimes).map(([name, ms]) => [
        <code>transitionTimes.{name}</code>,
        ms,
        <Bar style={{ width: `${Math.max(2, (ms / max) * 160)}px` }} aria-hidden="true" />,
      ])}
    />
  );
}

type Row = [token: string, value: string, meaning: string];

function ConstantTable({ caption, rows }: { caption: string; rows: Row[] }) {
  return <DocTable caption={caption} columns={['Token', 'Value', 'Meaning']} rows={rows.map(([t, v, m]) => [<code>{t}</code>, v, m])} />;
}

export function BreakpointTable() {
  const b = tokens.breakpoints;
  const h = tokens.deviceHeights;
  return (
    <ConstantTable
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
    <ConstantTable
      caption="Motion"
      rows={[
        ['motion.defaultDurationS', `${m.defaultDurationS} s`, 'Show / hide animations'],
        ['motion.defaultEasing', m.defaultEasing, 'Default easing'],
        ['motion.scaleHideTarget', String(m.scaleHideTarget), 'Scale a scale-hide animation ends at'],
        ['motion.tweenDurationMs', `${m.tweenDurationMs} ms`, 'Default tween'],
        ['motion.animationStartDelayMs', `${m.animationStartDelayMs} ms`, 'Delay before an animation starts once ready'],
        ['motion.animationWatchMs', `${m.animationWatchMs} ms`, 'Global animation watch'],
        ['motion.placementDebounceMs', `${m.placementDebounceMs} ms`, 'Debounce of placement updates'],
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
    <ConstantTable
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
