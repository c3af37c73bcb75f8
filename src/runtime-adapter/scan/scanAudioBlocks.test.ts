// @vitest-environment happy-dom
/** The scan cases of the audio and album blocks. */
import { beforeEach, describe, expect, it } from 'vitest';
import { encodeHtmlEntities } from '../../platform/markup/htmlEntities';
import { BOUND_ATTRIBUTE, scanPage } from './scanPage';

const json = (value: unknown) => encodeHtmlEntities(JSON.stringify(value));

beforeEach(() => {
  document.body.innerHTML = '';
});

describe('scanPage: audio and album blocks', () => {
  it('finds an audio block by its class and passes its settings and its embed’s attributes as they are', () => {
    document.body.innerHTML = `
      <div class="sqs-block audio-block sqs-block-audio" id="block-audio" data-block-type="41" data-block-json="${json({ design: 'legacy' })}">
        <div class="sqs-block-content">
          <div class="sqs-audio-embed" data-url="/assets/audio/harbour-bells.wav" data-title="Harbour bells" data-author="The studio"
               data-show-download="true" data-design-style="minimal" data-duration-in-ms="2000"></div>
        </div>
      </div>`;
    const { jobs, messages } = scanPage(document);
    expect(messages).toEqual([]);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ kind: 'audio', label: 'block-audio' });
    expect(jobs[0]!.props).toEqual({
      settings: { design: 'legacy' },
      embeds: [
        {
          class: 'sqs-audio-embed',
          'data-url': '/assets/audio/harbour-bells.wav',
          'data-title': 'Harbour bells',
          'data-author': 'The studio',
          'data-show-download': 'true',
          'data-design-style': 'minimal',
          'data-duration-in-ms': '2000',
        },
      ],
    });
    expect(document.getElementById('block-audio')?.getAttribute(BOUND_ATTRIBUTE)).toBe('audio');
    expect(scanPage(document).jobs).toEqual([]);
  });

  it('finds an album with its JSON tracks, or its embeds in order (not those in noscript)', () => {
    const tracks = [{ title: 'Low tide', url: '/assets/audio/tide-1.wav' }];
    document.body.innerHTML = `
      <div class="sqs-block album-block sqs-block-album" id="block-album" data-block-type="" data-block-json="${json({ title: 'Tides', tracks })}">
        <div class="sqs-block-content"><ol><li>Low tide</li></ol></div>
      </div>
      <div class="sqs-block album-block" id="block-album-2" data-block-type="" data-block-json="">
        <div class="sqs-block-content">
          <div class="sqs-audio-embed" data-url="/a.wav"></div>
          <noscript><div class="sqs-audio-embed" data-url="/ignored.wav"></div></noscript>
          <div class="sqs-audio-embed" data-url="/b.wav"></div>
        </div>
      </div>`;
    const { jobs, messages } = scanPage(document);
    expect(messages).toEqual([]);
    expect(jobs.map((j) => [j.kind, j.element.id])).toEqual([
      ['album', 'block-album'],
      ['album', 'block-album-2'],
    ]);
    expect(jobs[0]!.props).toEqual({ settings: { title: 'Tides', tracks }, embeds: [] });
    expect((jobs[1]!.props as { embeds: Array<Record<string, string>> }).embeds.map((e) => e['data-url'])).toEqual(['/a.wav', '/b.wav']);
  });

  it('skips an audio block whose JSON is broken, naming it; the album after it still mounts', () => {
    document.body.innerHTML = `
      <div class="sqs-block audio-block" id="block-bad" data-block-type="" data-block-json="{oops"></div>
      <div class="sqs-block album-block" id="block-album" data-block-type="" data-block-json="${json({ tracks: [] })}"></div>`;
    const { jobs, messages } = scanPage(document);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/^Block block-bad skipped: its data-block-json is not valid JSON/);
    expect(jobs.map((j) => j.kind)).toEqual(['album']);
  });
});
