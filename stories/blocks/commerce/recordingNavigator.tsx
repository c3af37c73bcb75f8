/**
 * A page navigator for stories: it records where checkout would go and shows the alert
 * the page would raise, on screen instead of in a native dialog, so the state can be
 * captured. Nothing leaves the story.
 */
import { useMemo, useState } from 'react';
import type { PageNavigator } from '../../../src/services/commerce';

export type NavigatorEntry = { kind: 'alert'; message: string } | { kind: 'navigated'; url: string; window: 'current' | 'top' };

export function useRecordingNavigator(insideAdminFrame = false): { navigator: PageNavigator; entries: NavigatorEntry[] } {
  const [entries, setEntries] = useState<NavigatorEntry[]>([]);
  const navigator = useMemo<PageNavigator>(() => {
    const record = (entry: NavigatorEntry) => setEntries((list) => [...list, entry]);
    return {
      current: { assign: (url) => record({ kind: 'navigated', url, window: 'current' }) },
      top: { assign: (url) => record({ kind: 'navigated', url, window: 'top' }) },
      isInsideAdminFrame: () => insideAdminFrame,
      alert: (message) => record({ kind: 'alert', message }),
    };
  }, [insideAdminFrame]);
  return { navigator, entries };
}

const box = {
  margin: 0,
  padding: '12px 16px',
  maxWidth: 520,
  border: '1px solid var(--color-border)',
  borderRadius: 8,
  color: 'var(--color-text)',
  background: 'var(--color-background)',
  fontSize: 14,
  lineHeight: 1.5,
} as const;

/** What the page did: the last alert, as a browser's alert box would show it, or where it went. */
export function NavigatorLog({ entries }: { entries: readonly NavigatorEntry[] }) {
  const last = entries.at(-1);
  if (!last) {
    return (
      <p style={box} data-navigator-log="idle">
        Nothing yet: press the button.
      </p>
    );
  }
  if (last.kind === 'alert') {
    return (
      <div role="alert" style={{ ...box, borderWidth: 2, boxShadow: '0 6px 24px rgba(0,0,0,0.18)' }} data-navigator-log="alert">
        <strong style={{ display: 'block', marginBottom: 4 }}>The page says</strong>
        {last.message}
      </div>
    );
  }
  return (
    <p style={box} data-navigator-log="navigated">
      Went to <code>{last.url}</code> in {last.window === 'top' ? 'the top window (outside the admin preview frame)' : 'this window'}.
    </p>
  );
}
