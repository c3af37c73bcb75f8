/** Slides for the gallery stories, built the way the runtime adapter reads slide markup. */
import { parseSlide, type Slide } from '../../src/gallery/core/slideAttributes';

const PHOTOS: Array<[file: string, size: string, title: string, focal?: string]> = [
  ['lake-dusk.jpg', '640x427', 'Lake at dusk', '0.65,0.55'],
  ['alpine-morning.jpg', '640x427', 'Alpine morning'],
  ['forest-path.jpg', '427x640', 'Forest path', '0.5,0.8'],
  ['city-night.jpg', '640x427', 'City at night'],
  ['beach-noon.jpg', '640x360', 'Beach at noon'],
  ['meadow.jpg', '560x560', 'Meadow'],
  ['desert-dunes.jpg', '900x300', 'Desert dunes'],
  ['harbour.jpg', '480x600', 'Harbour', '0.5,0.7'],
];

/** `count` image slides cycling through the sample photos, with unique ids. */
export function sampleSlides(count: number, { titles = true }: { titles?: boolean } = {}): Slide[] {
  return Array.from({ length: count }, (_, i) => {
    const [file, size, title, focal] = PHOTOS[i % PHOTOS.length]!;
    return parseSlide({
      'data-type': 'image',
      'data-slide-id': `slide-${i + 1}`,
      'data-slide-url': `photo-${i + 1}`,
      'data-title': titles ? title : undefined,
      'data-image-dimensions': size,
      'data-image-focal-point': focal,
      'data-src': `assets/gallery/${file}`,
    });
  });
}

/** A slide whose image is missing from the server. */
export const BROKEN_SLIDE: Slide = parseSlide({
  'data-type': 'image',
  'data-slide-id': 'broken',
  'data-title': 'Missing photo',
  'data-image-dimensions': '640x427',
  'data-src': 'assets/gallery/missing-photo.jpg',
});

/**
 * A video slide whose embed loads the stand-in player shipped with the stories
 * (stories never reach a real provider). Without a poster it shows the 16:9
 * placeholder; `embed` replaces the markup (for the invalid-embed state).
 */
export function sampleVideo({ id, title, poster, embed }: { id: string; title: string; poster?: string; embed?: string }): Slide {
  return parseSlide({
    'data-type': 'video',
    'data-slide-id': id,
    'data-title': title,
    'data-image-dimensions': poster ? '640x360' : undefined,
    'data-src': poster ? `assets/gallery/${poster}` : undefined,
    'data-html': embed ?? `<iframe src="assets/video/player.html?title=${encodeURIComponent(title)}"></iframe>`,
  });
}

/** Images with videos among them: one with a poster, one without, and one whose embed cannot be used. */
export function mixedSlides(): Slide[] {
  const [a, b, c, d] = sampleSlides(4);
  return [
    a!,
    sampleVideo({ id: 'video-harbour', title: 'Harbour tour', poster: 'beach-noon.jpg' }),
    b!,
    sampleVideo({ id: 'video-trail', title: 'Trail run' }),
    c!,
    sampleVideo({ id: 'video-broken', title: 'Old upload', poster: 'city-night.jpg', embed: '<div>no player here</div>' }),
    d!,
  ];
}

const DESCRIPTIONS = [
  '<p>Evening light over the lake, taken from the north shore.</p>',
  '<p>First light on the ridge &amp; the valley below.</p>',
  '<p>The old path through the pines, after the rain.</p>',
  '<p>The city from the hill, an hour after sunset. The lights come on district by district, the harbour last of all, and the ferries keep their own small constellations moving across the water until midnight.</p>',
];

/** Sample slides with titles and descriptions (HTML, as the slide markup carries them); one is long. */
export function captionedSlides(count: number): Slide[] {
  return sampleSlides(count).map((slide, i) => ({ ...slide, description: DESCRIPTIONS[i % DESCRIPTIONS.length]! }));
}
