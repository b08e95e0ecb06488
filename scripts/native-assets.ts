/**
 * Generates every app icon and splash image, for Android, iOS and the web app manifest, from the
 * one mark in assets/logo.svg on the app's brand colour; splash backgrounds follow the theme
 * (light and dark), matching the app's own background so nothing flashes between them. The
 * browser tab's icon is drawn from assets/favicon.svg.
 *
 * Usage: node scripts/native-assets.ts   (then commit what it wrote)
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import sharp from 'sharp';
import { BRAND_COLOUR as BRAND, LAUNCH_BACKGROUND } from '../capacitor.config.ts';
const logo = readFileSync('assets/logo.svg');

/** The mark, `scale` of the canvas wide, centred on a background (or transparent). */
async function render(size: number, scale: number, background: string | null): Promise<Buffer> {
  const markSize = Math.round(size * scale);
  const mark = await sharp(logo, { density: 72 * (markSize / 64) * 1.05 })
    .resize(markSize, markSize)
    .png()
    .toBuffer();
  const canvas = sharp({
    create: {
      width: size,
      height: size,
      channels: 4,
      background: background ?? { r: 0, g: 0, b: 0, alpha: 0 },
    },
  });
  return canvas
    .composite([{ input: mark, gravity: 'centre' }])
    .png()
    .toBuffer();
}

/** A splash: the mark on a brand-coloured rounded tile, centred on the theme's background. */
async function splash(width: number, height: number, background: string): Promise<Buffer> {
  const tile = Math.round(Math.min(width, height) * 0.28);
  const icon = await sharp(await render(tile, 0.95, BRAND))
    .composite([
      {
        input: Buffer.from(
          `<svg width="${tile}" height="${tile}"><rect width="${tile}" height="${tile}" rx="${tile * 0.22}"/></svg>`,
        ),
        blend: 'dest-in',
      },
    ])
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 4, background } })
    .composite([{ input: icon, gravity: 'centre' }])
    .png()
    .toBuffer();
}

async function write(path: string, image: Promise<Buffer>): Promise<void> {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, await image);
}

const res = 'android/app/src/main/res';
const densities = { mdpi: 1, hdpi: 1.5, xhdpi: 2, xxhdpi: 3, xxxhdpi: 4 } as const;
const jobs: Promise<void>[] = [];

for (const [density, factor] of Object.entries(densities)) {
  jobs.push(write(`${res}/mipmap-${density}/ic_launcher.png`, render(48 * factor, 0.8, BRAND)));
  jobs.push(
    write(`${res}/mipmap-${density}/ic_launcher_round.png`, render(48 * factor, 0.8, BRAND)),
  );
  // Adaptive icons: the foreground keeps to the inner 72 of 108 dp, the safe zone.
  jobs.push(
    write(`${res}/mipmap-${density}/ic_launcher_foreground.png`, render(108 * factor, 0.5, null)),
  );
  for (const [theme, night] of [
    ['light', ''],
    ['dark', '-night'],
  ] as const) {
    const background = LAUNCH_BACKGROUND[theme];
    jobs.push(
      write(
        `${res}/drawable${night}-port-${density}/splash.png`,
        splash(320 * factor, 480 * factor, background),
      ),
    );
    jobs.push(
      write(
        `${res}/drawable${night}-land-${density}/splash.png`,
        splash(480 * factor, 320 * factor, background),
      ),
    );
  }
}
jobs.push(write(`${res}/drawable/splash.png`, splash(480, 320, LAUNCH_BACKGROUND.light)));
jobs.push(write(`${res}/drawable-night/splash.png`, splash(480, 320, LAUNCH_BACKGROUND.dark)));

const xcassets = 'ios/App/App/Assets.xcassets';
jobs.push(write(`${xcassets}/AppIcon.appiconset/AppIcon-512@2x.png`, render(1024, 0.8, BRAND)));
for (const [theme, suffix] of [
  ['light', ''],
  ['dark', '-dark'],
] as const) {
  for (const scale of [1, 2, 3]) {
    jobs.push(
      write(
        `${xcassets}/Splash.imageset/splash${suffix}@${scale}x.png`,
        splash(2732, 2732, LAUNCH_BACKGROUND[theme]),
      ),
    );
  }
}
writeFileSync(
  `${xcassets}/Splash.imageset/Contents.json`,
  `${JSON.stringify(
    {
      images: [1, 2, 3].flatMap((scale) => [
        { idiom: 'universal', filename: `splash@${scale}x.png`, scale: `${scale}x` },
        {
          idiom: 'universal',
          filename: `splash-dark@${scale}x.png`,
          scale: `${scale}x`,
          appearances: [{ appearance: 'luminosity', value: 'dark' }],
        },
      ]),
      info: { version: 1, author: 'xcode' },
    },
    null,
    2,
  )}\n`,
);

// The web app manifest's icons (P7): plain, and maskable with the mark inside the safe circle.
jobs.push(write('public/icons/icon-192.png', render(192, 0.8, BRAND)));
jobs.push(write('public/icons/icon-512.png', render(512, 0.8, BRAND)));
jobs.push(write('public/icons/maskable-512.png', render(512, 0.6, BRAND)));
jobs.push(write('public/icons/apple-touch-icon.png', render(180, 0.8, BRAND)));
// The browser tab's icon, as a PNG: Chromium decodes an SVG favicon on the page's main thread, on
// every navigation, in-app ones included (an SVG document each time: about 15 ms at CPU x4 per
// tab switch in `npm run bench`), where a PNG is decoded off it.
const FAVICON_SIZE = 48;
jobs.push(
  write(
    'public/favicon.png',
    sharp(readFileSync('assets/favicon.svg'), { density: (72 * FAVICON_SIZE) / 64 })
      .resize(FAVICON_SIZE, FAVICON_SIZE)
      .png({ compressionLevel: 9, palette: true })
      .toBuffer(),
  ),
);

await Promise.all(jobs);
console.log(`wrote ${jobs.length + 1} images`);
