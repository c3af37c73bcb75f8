/**
 * Writes the small WAV files the audio stories and the dev site play: bell-like tones
 * made here (8 kHz, 8-bit, mono; a second or two, a few KB each), nothing from outside.
 * Run from the repository root: `node stories/assets/audio/makeTones.mjs`.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const RATE = 8000;
const here = dirname(fileURLToPath(import.meta.url));

/** A struck tone: a fundamental and two partials, decaying, with a short fade in and out. */
function tone(seconds, frequency) {
  const count = Math.round(seconds * RATE);
  const samples = new Uint8Array(count);
  for (let i = 0; i < count; i += 1) {
    const t = i / RATE;
    const decay = Math.exp(-2.2 * t);
    const fade = Math.min(1, i / 80, (count - i) / 400);
    const value =
      (Math.sin(2 * Math.PI * frequency * t) + 0.4 * Math.sin(2 * Math.PI * 2 * frequency * t) + 0.2 * Math.sin(2 * Math.PI * 3.01 * frequency * t)) / 1.6;
    samples[i] = Math.round(128 + 100 * value * decay * fade);
  }
  return samples;
}

/** A RIFF/WAVE file around 8-bit PCM samples. */
function wav(samples) {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + samples.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16); // fmt chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE, 28); // bytes per second
  header.writeUInt16LE(1, 32); // block align
  header.writeUInt16LE(8, 34); // bits per sample
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(samples.length, 40);
  return Buffer.concat([header, Buffer.from(samples)]);
}

const FILES = [
  ['harbour-bells.wav', 2, 440],
  ['tide-1.wav', 1, 523.25],
  ['tide-2.wav', 1, 659.25],
  ['tide-3.wav', 1, 783.99],
];
for (const [name, seconds, frequency] of FILES) writeFileSync(join(here, name), wav(tone(seconds, frequency)));
