import { describe, expect, it } from 'vitest';
import {
  browserFamily,
  deviceModel,
  isHeadless,
  isIncognito,
  osName,
  osVersion,
  platformName,
} from './detect';

const WIN10_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const WIN10_EDGE = `${WIN10_CHROME} Edg/120.0.2210.91`;
const MAC_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';
const LINUX_FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0';
const HEADLESS =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0.0.0 Safari/537.36';

describe('osName', () => {
  it.each([
    [WIN10_CHROME, 'Windows 10/11'],
    ['Mozilla/5.0 (Windows NT 6.3; Win64; x64)', 'Windows 8.1'],
    ['Mozilla/5.0 (Windows NT 6.2; Win64; x64)', 'Windows 8'],
    ['Mozilla/5.0 (Windows NT 6.1; Win64; x64)', 'Windows 7'],
    [MAC_SAFARI, 'macOS'],
    [IPHONE, 'iOS'],
    [IPAD, 'iOS'],
    ['Mozilla/5.0 (iPod touch; CPU iPhone OS 15_0 like Mac OS X)', 'iOS'],
    [ANDROID, 'Android'],
    [LINUX_FIREFOX, 'Linux'],
    ['Mozilla/5.0 (Windows NT 5.1)', 'Unknown'],
    ['', 'Unknown'],
  ])('%s is %s', (ua, name) => {
    expect(osName(ua)).toBe(name);
  });
});

describe('platformName', () => {
  it('prefers the client hint, unless it is empty', () => {
    expect(platformName('Windows', LINUX_FIREFOX)).toBe('Windows');
    expect(platformName('', LINUX_FIREFOX)).toBe('Linux');
  });
  it('takes the first platform word in the user agent', () => {
    expect(platformName(undefined, ANDROID)).toBe('Linux');
    expect(platformName(undefined, MAC_SAFARI)).toBe('Macintosh');
    expect(platformName(undefined, IPHONE)).toBe('iPhone');
    expect(platformName(undefined, WIN10_CHROME)).toBe('Windows');
    expect(platformName(undefined, 'curl/8.0')).toBe('Unknown');
  });
});

describe('osVersion', () => {
  it('prefers the client hint, unless it is empty', () => {
    expect(osVersion('15.0.0', ANDROID)).toBe('15.0.0');
    expect(osVersion('', ANDROID)).toBe('14');
  });
  it('reads Android and iOS versions, underscores as dots', () => {
    expect(osVersion(undefined, IPHONE)).toBe('17.2.1');
    expect(osVersion(undefined, IPAD)).toBe('16.6');
    expect(osVersion(undefined, 'Mozilla/5.0 (Linux; Android 13.1; SM-G991B)')).toBe('13.1');
    expect(osVersion(undefined, MAC_SAFARI)).toBe('Unknown');
  });
});

it('deviceModel is the hint, else Unavailable', () => {
  expect(deviceModel('Pixel 8')).toBe('Pixel 8');
  expect(deviceModel('')).toBe('Unavailable');
  expect(deviceModel(undefined)).toBe('Unavailable');
});

describe('browserFamily', () => {
  it.each([
    [LINUX_FIREFOX, '', 'Firefox'],
    [WIN10_EDGE, 'Google Inc.', 'Edge (Chromium)'],
    [WIN10_CHROME, 'Google Inc.', 'Chrome (Chromium)'],
    [HEADLESS, 'Google Inc.', 'Chrome (Chromium)'],
    [MAC_SAFARI, 'Apple Computer, Inc.', 'Safari / WebKit'],
    [WIN10_CHROME, 'Opera Software', 'Chromium-based (other)'],
    ['curl/8.0', '', 'Unknown'],
  ])('%s with vendor "%s" is %s', (ua, vendor, family) => {
    expect(browserFamily(ua, vendor)).toBe(family);
  });
});

it('isHeadless: navigator.webdriver or a headless user agent', () => {
  expect(isHeadless(true, WIN10_CHROME)).toBe(true);
  expect(isHeadless(false, HEADLESS)).toBe(true);
  expect(isHeadless(false, 'Mozilla/5.0 HeadlessFirefox/121.0')).toBe(true);
  expect(isHeadless(false, WIN10_CHROME)).toBe(false);
});

it('isIncognito: Chrome with a quota under 100,000,000,000 bytes', () => {
  expect(isIncognito('Chrome (Chromium)', 99_999_999_999)).toBe(true);
  expect(isIncognito('Chrome (Chromium)', 100_000_000_000)).toBe(false);
  expect(isIncognito('Chrome (Chromium)', undefined)).toBe(false);
  expect(isIncognito('Firefox', 1000)).toBe(false);
});
