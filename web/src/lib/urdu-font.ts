import arabic400 from '@fontsource/noto-nastaliq-urdu/files/noto-nastaliq-urdu-arabic-400-normal.woff2?url';
import latin400 from '@fontsource/noto-nastaliq-urdu/files/noto-nastaliq-urdu-latin-400-normal.woff2?url';

/** The family name the Urdu font stack (styles/tokens.css) asks for first. */
export const URDU_FONT_FAMILY = 'Noto Nastaliq Urdu';

/** One shipped file of the font: the subset's name, its URL after the build, and the characters it is used for. */
export interface UrduFontFace {
  subset: 'arabic' | 'latin';
  url: string;
  unicodeRange: string;
}

/**
 * Noto Nastaliq Urdu (SIL Open Font License), self-hosted from @fontsource's subsets: without it, a device with no
 * Urdu font (desktop Linux, some cheap phones) shows ہ ے ھ and other letters as empty boxes. Regular weight only:
 * each weight of the Arabic subset is ~160 KB, and Chromium's synthetic bold is enough for headings; the Latin
 * subset (~12 KB) covers the digits, punctuation and names inside Urdu sentences. The ranges are the subsets'
 * own (the package's unicode.json), so a browser downloads a file only when the page uses one of its characters.
 */
export const URDU_FONT_FACES: readonly UrduFontFace[] = [
  {
    subset: 'arabic',
    url: arabic400,
    unicodeRange:
      'U+0600-06FF,U+0750-077F,U+0870-088E,U+0890-0891,U+0897-08E1,U+08E3-08FF,U+200C-200E,U+2010-2011,U+204F,U+2E41,U+FB50-FDFF,U+FE70-FE74,U+FE76-FEFC',
  },
  {
    subset: 'latin',
    url: latin400,
    unicodeRange:
      'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  },
];

let installed = false;

/**
 * Declares the font to the page (once). It is called only when Urdu is chosen, from the Urdu catalogue's loader,
 * so English readers never download it; declared faces load when text first needs them, and `display: swap`
 * shows the text in a fallback meanwhile rather than hiding it.
 */
export function installUrduFont(fonts: FontFaceSet | undefined = globalThis.document?.fonts): void {
  if (installed || !fonts || typeof FontFace === 'undefined') return;
  installed = true;
  for (const face of URDU_FONT_FACES)
    fonts.add(
      new FontFace(URDU_FONT_FAMILY, `url(${face.url}) format('woff2')`, {
        style: 'normal',
        weight: '400',
        display: 'swap',
        unicodeRange: face.unicodeRange,
      }),
    );
}
