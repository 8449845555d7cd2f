/** Chrome's quota is far below this in an incognito window (about 100 GB). */
export const INCOGNITO_QUOTA_BYTES = 100_000_000_000;

const OS_NAMES: readonly (readonly [RegExp, string])[] = [
  [/Windows NT 10\.0/, 'Windows 10/11'],
  [/Windows NT 6\.3/, 'Windows 8.1'],
  [/Windows NT 6\.2/, 'Windows 8'],
  [/Windows NT 6\.1/, 'Windows 7'],
  // Before "Mac OS X": iOS user agents say "like Mac OS X".
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Mac OS X/, 'macOS'],
  [/Android/, 'Android'],
  [/Linux/, 'Linux'],
];

const PLATFORM_WORDS = ['Windows', 'Macintosh', 'Linux', 'Android', 'iPhone', 'iPad', 'iPod'];

/** An empty client-hint value counts as missing. */
const present = (value: string | undefined): value is string => value !== undefined && value !== '';

export function osName(userAgent: string): string {
  return OS_NAMES.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'Unknown';
}

/** The client-hint platform, else the first known platform word in the user agent. */
export function platformName(hintPlatform: string | undefined, userAgent: string): string {
  if (present(hintPlatform)) return hintPlatform;
  return (
    PLATFORM_WORDS.map((word) => ({ word, at: userAgent.indexOf(word) }))
      .filter(({ at }) => at >= 0)
      .sort((a, b) => a.at - b.at)[0]?.word ?? 'Unknown'
  );
}

/** The client-hint platform version, else the Android or iOS version in the user agent. */
export function osVersion(hintVersion: string | undefined, userAgent: string): string {
  if (present(hintVersion)) return hintVersion;
  const android = /Android (\d+(?:\.\d+)*)/.exec(userAgent);
  if (android?.[1]) return android[1];
  const ios = /OS (\d+(?:_\d+)*) like Mac OS X/.exec(userAgent);
  if (ios?.[1]) return ios[1].replaceAll('_', '.');
  return 'Unknown';
}

export function deviceModel(hintModel: string | undefined): string {
  return present(hintModel) ? hintModel : 'Unavailable';
}

export type BrowserFamily =
  | 'Firefox'
  | 'Edge (Chromium)'
  | 'Chrome (Chromium)'
  | 'Safari / WebKit'
  | 'Chromium-based (other)'
  | 'Unknown';

export function browserFamily(userAgent: string, vendor: string): BrowserFamily {
  const chrome = /Chrome\/\d/.test(userAgent);
  if (/Firefox\/\d/.test(userAgent)) return 'Firefox';
  if (userAgent.includes('Edg/')) return 'Edge (Chromium)';
  if (chrome && vendor.startsWith('Google Inc')) return 'Chrome (Chromium)';
  if (/Safari\/\d/.test(userAgent) && !chrome) return 'Safari / WebKit';
  if (chrome) return 'Chromium-based (other)';
  return 'Unknown';
}

export function isHeadless(webdriver: boolean, userAgent: string): boolean {
  return webdriver || /HeadlessChrome|HeadlessFirefox/.test(userAgent);
}

/** Judged for Chrome only, from its storage quota; unknown quota is not incognito. */
export function isIncognito(family: BrowserFamily, quota: number | undefined): boolean {
  return family === 'Chrome (Chromium)' && quota !== undefined && quota < INCOGNITO_QUOTA_BYTES;
}
