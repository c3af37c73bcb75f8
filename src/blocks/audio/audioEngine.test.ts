// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { createElementEngine, type AudioEngineEvent } from './audioEngine';

function engineOnElement() {
  const audio = document.createElement('audio');
  const events: AudioEngineEvent[] = [];
  const engine = createElementEngine(audio);
  engine.subscribe((event) => events.push(event));
  return { audio, engine, events };
}

describe('the element engine', () => {
  it('loads the file with its length only (preload metadata), once per address', () => {
    const { audio, engine } = engineOnElement();
    const load = vi.spyOn(audio, 'load').mockImplementation(() => {});
    engine.load('/assets/audio/tide-1.wav');
    engine.load('/assets/audio/tide-1.wav');
    expect(audio.preload).toBe('metadata');
    expect(audio.getAttribute('src')).toBe('/assets/audio/tide-1.wav');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reports the element’s events as the machine’s', () => {
    const { audio, events } = engineOnElement();
    Object.defineProperty(audio, 'duration', { configurable: true, value: 200 });
    Object.defineProperty(audio, 'currentTime', { configurable: true, value: 65 });
    for (const name of ['loadedmetadata', 'playing', 'timeupdate', 'pause', 'ended', 'error']) audio.dispatchEvent(new Event(name));
    expect(events).toEqual([
      { type: 'duration', duration: 200 },
      { type: 'playing' },
      { type: 'time', position: 65 },
      { type: 'paused' },
      { type: 'ended' },
      { type: 'error' },
    ]);
  });

  it('a start the browser refuses without a gesture is a pause; any other refusal an error', async () => {
    const { audio, engine, events } = engineOnElement();
    const play = vi.spyOn(audio, 'play');
    play.mockRejectedValueOnce(new DOMException('no gesture', 'NotAllowedError'));
    engine.play();
    play.mockRejectedValueOnce(new DOMException('no source', 'NotSupportedError'));
    engine.play();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(events).toEqual([{ type: 'paused' }, { type: 'error' }]);
  });

  it('seeks, mutes, and lets go of the file on release', () => {
    const { audio, engine } = engineOnElement();
    vi.spyOn(audio, 'load').mockImplementation(() => {});
    const pause = vi.spyOn(audio, 'pause').mockImplementation(() => {});
    engine.load('/a.wav');
    engine.seek(30);
    engine.setMuted(true);
    expect([audio.currentTime, audio.muted]).toEqual([30, true]);
    engine.release();
    expect(pause).toHaveBeenCalled();
    expect(audio.hasAttribute('src')).toBe(false);
  });
});
