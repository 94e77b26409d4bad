/** A device as a person knows it: the browser and the system it runs on. */
export interface Device {
  browser: string;
  system: string;
}

/** First match wins: the browsers built on Chromium name Chrome too, and Chrome names Safari. */
const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bCriOS\/|\bChrome\/|\bHeadlessChrome\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\bcurl\//, 'curl'],
];

/** iPads that ask for the desktop site call themselves Macs; their touch is not in the string, so they stay macOS. */
const SYSTEMS: readonly [RegExp, string][] = [
  [/\bAndroid\b/, 'Android'],
  [/\biPhone\b|\biPod\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b|\bX11\b/, 'Linux'],
];

const find = (userAgent: string, table: readonly [RegExp, string][]) => table.find(([pattern]) => pattern.test(userAgent))?.[1];

/** The browser and system a User-Agent string names, in words; 'Unknown' for what it does not say. */
export function deviceOf(userAgent: string | null | undefined): Device {
  const text = userAgent ?? '';
  return { browser: find(text, BROWSERS) ?? 'Unknown browser', system: find(text, SYSTEMS) ?? 'unknown system' };
}

/** 'Chrome on Android', or 'An unknown device' when the string says nothing we know. */
export function deviceName(userAgent: string | null | undefined): string {
  const { browser, system } = deviceOf(userAgent);
  if (browser === 'Unknown browser' && system === 'unknown system') return 'An unknown device';
  return `${browser} on ${system}`;
}
