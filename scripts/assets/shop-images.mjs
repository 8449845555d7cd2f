// Writes the Practice Shop's product pictures (SPEC-4, page 72): one flat drawing per product and
// the "image not found" drawing that B01 shows, as small SVG files in public/media/shop/ (each
// at most 8 KB; the outputs are committed). Run: node scripts/assets/shop-images.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const OUT_DIR = 'public/media/shop';
const MAX_BYTES = 8 * 1024;
const INK = '#1f2933';

/** A 320 × 200 picture: a tinted background, a floor shadow, and the drawing on top. */
const picture = (title, background, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200" width="320" height="200" role="img">
<title>${title}</title>
<rect width="320" height="200" fill="${background}"/>
<ellipse cx="160" cy="178" rx="92" ry="9" fill="#000" opacity=".12"/>
<g stroke="${INK}" stroke-width="4" stroke-linejoin="round" stroke-linecap="round">
${body}
</g>
</svg>
`;

const DRAWINGS = {
  'trail-backpack': picture(
    'Trail Backpack',
    '#dff3e4',
    `<rect x="108" y="40" width="104" height="136" rx="26" fill="#2f855a"/>
<path d="M128 40 q32-30 64 0" fill="none"/>
<rect x="124" y="104" width="72" height="52" rx="10" fill="#38a169"/>
<path d="M124 122 h72" fill="none"/>
<rect x="150" y="60" width="20" height="10" rx="3" fill="#f6e05e"/>
<path d="M108 88 h-10 v58 h10 M212 88 h10 v58 h-10" fill="none"/>`,
  ),
  'water-bottle': picture(
    'Water Bottle',
    '#e0f2fe',
    `<rect x="144" y="22" width="32" height="20" rx="5" fill="#475569"/>
<path d="M140 42 h40 l8 22 v104 a10 10 0 0 1 -10 10 h-36 a10 10 0 0 1 -10 -10 v-104 z" fill="#0ea5e9"/>
<path d="M132 96 h56 M132 140 h56" fill="none" stroke="#e0f2fe"/>
<path d="M150 104 v28" fill="none" stroke="#bae6fd" stroke-width="6"/>`,
  ),
  'rain-jacket': picture(
    'Rain Jacket',
    '#fef3c7',
    `<path d="M130 34 l-46 30 -14 70 24 6 10 -48 v84 h112 v-84 l10 48 24 -6 -14 -70 -46 -30 q-30 22 -60 0 z" fill="#f59e0b"/>
<path d="M160 50 v124" fill="none"/>
<path d="M130 34 q30 -22 60 0" fill="#d97706"/>
<rect x="116" y="118" width="28" height="6" rx="2" fill="${INK}" stroke="none"/>
<rect x="176" y="118" width="28" height="6" rx="2" fill="${INK}" stroke="none"/>`,
  ),
  'wool-socks': picture(
    'Wool Socks',
    '#fde2e4',
    `<path d="M118 30 h44 v84 l34 26 a18 18 0 0 1 -22 30 l-56 -40 z" fill="#e11d48"/>
<path d="M118 48 h44 M118 60 h44" fill="none" stroke="#fde2e4"/>
<path d="M162 30 h44 v84 l34 26 a18 18 0 0 1 -22 30 l-56 -40 z" fill="#be123c" opacity=".95"/>
<path d="M162 48 h44 M162 60 h44" fill="none" stroke="#fde2e4"/>`,
  ),
  'head-torch': picture(
    'Head Torch',
    '#ede9fe',
    `<ellipse cx="160" cy="112" rx="92" ry="44" fill="none" stroke="#7c3aed" stroke-width="12"/>
<rect x="126" y="114" width="68" height="50" rx="12" fill="#4c1d95"/>
<circle cx="160" cy="139" r="16" fill="#fef08a"/>
<path d="M160 94 v-36 M132 100 l-20 -28 M188 100 l20 -28" fill="none" stroke="#eab308" stroke-width="5"/>`,
  ),
  'camping-mug': picture(
    'Camping Mug',
    '#e2e8f0',
    `<path d="M110 62 h84 v92 a16 16 0 0 1 -16 16 h-52 a16 16 0 0 1 -16 -16 z" fill="#f8fafc"/>
<path d="M194 82 h18 a20 20 0 0 1 0 40 h-18" fill="none" stroke-width="8"/>
<ellipse cx="152" cy="62" rx="42" ry="8" fill="#1e3a8a"/>
<path d="M110 74 h84" fill="none" stroke="#1e3a8a"/>
<path d="M138 46 q6 -12 0 -22 M158 46 q6 -12 0 -22" fill="none" stroke="#94a3b8"/>`,
  ),
  'hiking-boots': picture(
    'Hiking Boots',
    '#f5e6d3',
    `<path d="M104 40 h56 v70 l52 20 a18 18 0 0 1 12 18 v12 h-120 z" fill="#92400e"/>
<rect x="100" y="158" width="128" height="14" rx="4" fill="${INK}"/>
<path d="M116 60 h32 M116 76 h32 M116 92 h32" fill="none" stroke="#fcd34d"/>
<path d="M160 110 q10 12 0 24" fill="none"/>`,
  ),
  'sun-hat': picture(
    'Sun Hat',
    '#fefce8',
    `<ellipse cx="160" cy="132" rx="112" ry="28" fill="#eab308"/>
<path d="M112 128 q0 -78 48 -78 q48 0 48 78 z" fill="#facc15"/>
<path d="M113 112 q47 14 94 0" fill="none" stroke="#b91c1c" stroke-width="10"/>`,
  ),
  'first-aid-kit': picture(
    'First Aid Kit',
    '#fee2e2',
    `<path d="M136 56 v-16 h48 v16" fill="none" stroke-width="8"/>
<rect x="86" y="56" width="148" height="112" rx="14" fill="#dc2626"/>
<path d="M148 86 h24 v18 h18 v24 h-18 v18 h-24 v-18 h-18 v-24 h18 z" fill="#fff"/>`,
  ),
  'map-case': picture(
    'Map Case',
    '#ecfccb',
    `<path d="M120 38 q40 -24 80 0" fill="none" stroke="#4d7c0f"/>
<rect x="96" y="38" width="128" height="136" rx="8" fill="#f7fee7" opacity=".9"/>
<path d="M108 66 l34 -10 36 12 34 -10 v92 l-34 10 -36 -12 -34 10 z" fill="#bef264"/>
<path d="M142 56 v92 M178 68 v92" fill="none" stroke="#4d7c0f"/>
<path d="M118 112 q20 -24 44 -6 t44 -8" fill="none" stroke="#dc2626" stroke-dasharray="6 6"/>`,
  ),
  'trekking-poles': picture(
    'Trekking Poles',
    '#e0e7ff',
    `<path d="M130 52 l-18 124 M196 52 l18 124" fill="none" stroke="#64748b" stroke-width="7"/>
<rect x="120" y="22" width="22" height="40" rx="8" fill="#b45309" transform="rotate(8 131 42)"/>
<rect x="184" y="22" width="22" height="40" rx="8" fill="#b45309" transform="rotate(-8 195 42)"/>
<ellipse cx="115" cy="154" rx="14" ry="5" fill="#1e293b"/>
<ellipse cx="211" cy="154" rx="14" ry="5" fill="#1e293b"/>`,
  ),
  'dry-bag': picture(
    'Dry Bag',
    '#cffafe',
    `<path d="M112 64 h96 v96 a14 14 0 0 1 -14 14 h-68 a14 14 0 0 1 -14 -14 z" fill="#0891b2"/>
<rect x="104" y="40" width="112" height="26" rx="8" fill="#155e75"/>
<path d="M104 53 h-14 a10 10 0 0 0 0 20 M216 53 h14 a10 10 0 0 1 0 20" fill="none"/>
<path d="M132 96 h56" fill="none" stroke="#cffafe"/>`,
  ),
  'image-not-found': picture(
    'Image not found',
    '#f1f5f9',
    `<rect x="100" y="42" width="120" height="92" rx="8" fill="#fff" stroke-dasharray="10 8" stroke="#94a3b8"/>
<path d="M112 120 l30 -34 22 22 16 -14 28 26" fill="none" stroke="#94a3b8"/>
<circle cx="190" cy="66" r="9" fill="#cbd5e1" stroke="#94a3b8"/>
<path d="M92 34 l136 108" fill="none" stroke="#dc2626" stroke-width="6"/>
<text x="160" y="166" text-anchor="middle" font-family="sans-serif" font-size="17" fill="${INK}" stroke="none">Image not found</text>`,
  ),
};

mkdirSync(OUT_DIR, { recursive: true });
for (const [slug, svg] of Object.entries(DRAWINGS)) {
  const bytes = Buffer.byteLength(svg);
  if (bytes > MAX_BYTES) throw new Error(`${slug}.svg is ${bytes} bytes, over ${MAX_BYTES}`);
  writeFileSync(join(OUT_DIR, `${slug}.svg`), svg);
  console.log(`${OUT_DIR}/${slug}.svg ${bytes} B`);
}
