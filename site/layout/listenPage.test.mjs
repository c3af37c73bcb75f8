// @vitest-environment happy-dom
/** The Listen page: an audio block and an album, on files the site serves as audio. */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readPage } from './assemblePage.mjs';
import { readStatic } from '../server/staticFiles.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const PAGES = join(ROOT, 'site', 'pages');
const ASSETS = join(ROOT, 'stories', 'assets');

async function listenPage() {
  const html = await readPage(PAGES, 'listen.html');
  if (html === null) throw new Error('no listen page');
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('the listen page', () => {
  it('is in the navigation and has an audio block with its embed and an album of three tracks', async () => {
    const doc = await listenPage();
    expect(doc.querySelector('header nav a[href="/listen"]')?.textContent).toBe('Listen');
    const embed = doc.querySelector('#block-audio-bells.audio-block .sqs-audio-embed');
    expect(embed?.getAttribute('data-url')).toBe('/assets/audio/harbour-bells.wav');
    expect(embed?.getAttribute('data-title')).toBe('Harbour bells');
    const album = JSON.parse(doc.querySelector('#block-album-tides.album-block')?.getAttribute('data-block-json') ?? 'null');
    expect(album.tracks.map((t) => t.title)).toEqual(['Low tide', 'Turning tide', 'High tide']);
  });

  it('plays files the site has, served as audio/wav', async () => {
    const doc = await listenPage();
    const album = JSON.parse(doc.querySelector('.album-block')?.getAttribute('data-block-json') ?? 'null');
    const urls = [doc.querySelector('.sqs-audio-embed')?.getAttribute('data-url'), ...album.tracks.map((t) => t.url)];
    for (const url of urls) {
      const file = await readStatic(ASSETS, String(url).replace(/^\/assets\//, ''));
      expect(file?.type, url).toBe('audio/wav');
      expect(file?.bytes.subarray(8, 12).toString('ascii')).toBe('WAVE');
    }
  });
});
