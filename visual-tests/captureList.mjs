/**
 * Which captures the visual farm makes: one per story and mode, from the modes in
 * `.storybook/modes.ts` as each story's parameters resolve them. Pure.
 */

/**
 * @typedef {{ viewport: number, theme: 'light' | 'dark', reducedMotion?: 'reduce' | 'no-preference', disable?: boolean }} Mode
 * @typedef {{ id: string, title: string, name: string, chromaticModes: Record<string, Mode> | null,
 *             chromaticDisabled: boolean, visual: { disable?: string, waitFor?: string, viewport?: boolean } }} StoryEntry
 * @typedef {{ storyId: string, title: string, name: string, modeName: string, mode: Mode, waitFor?: string, viewport?: boolean, baseline: string }} Capture
 */

/** A baseline's file name: story id and mode. */
export function baselineName(storyId, modeName) {
  return `${storyId}--${modeName}.png`;
}

/** The Storybook globals a mode sets. */
export function globalsFor(mode) {
  return { theme: mode.theme, reducedMotion: mode.reducedMotion ?? 'system' };
}

/**
 * Splits stories into captures (mode-major, so a worker changes globals rarely),
 * stories left out with their reason, and problems that fail the run.
 * @param {StoryEntry[]} stories
 */
export function planCaptures(stories) {
  /** @type {Capture[]} */
  const captures = [];
  /** @type {{ storyId: string, reason: string }[]} */
  const disabled = [];
  /** @type {string[]} */
  const problems = [];
  /** @type {Map<string, Capture[]>} */
  const byMode = new Map();

  for (const story of [...stories].sort((a, b) => a.id.localeCompare(b.id))) {
    const reason = story.visual?.disable;
    if (reason) {
      disabled.push({ storyId: story.id, reason });
      continue;
    }
    if (story.chromaticDisabled) {
      problems.push(`${story.id}: snapshots are disabled without a reason; use visualParameters({ disable: 'why' })`);
      continue;
    }
    const modes = Object.entries(story.chromaticModes ?? {}).filter(([, mode]) => mode && !mode.disable);
    if (modes.length === 0) {
      problems.push(`${story.id}: no mode to capture it in`);
      continue;
    }
    for (const [modeName, mode] of modes) {
      if (!Number.isFinite(mode.viewport) || mode.viewport <= 0) {
        problems.push(`${story.id} [${modeName}]: the mode has no viewport width`);
        continue;
      }
      const capture = {
        storyId: story.id,
        title: story.title,
        name: story.name,
        modeName,
        mode,
        baseline: baselineName(story.id, modeName),
        ...(story.visual?.waitFor ? { waitFor: story.visual.waitFor } : {}),
        ...(story.visual?.viewport ? { viewport: true } : {}),
      };
      const list = byMode.get(modeName) ?? [];
      list.push(capture);
      byMode.set(modeName, list);
    }
  }
  for (const list of byMode.values()) captures.push(...list);
  return { captures, disabled, problems };
}

/** Baseline files no capture uses any more. */
export function orphanBaselines(files, captures) {
  const used = new Set(captures.map((c) => c.baseline));
  return files.filter((f) => f.endsWith('.png') && !used.has(f));
}
