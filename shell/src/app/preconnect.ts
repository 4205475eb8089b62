const opened = new Set<string>();

/**
 * Opens the connection to another origin ahead of its first request (a hint to the browser;
 * nothing is fetched). `crossOrigin` must match how that request goes out: 'use-credentials'
 * for the api (cookie session), 'anonymous' for a plain fetch, null for a script tag.
 */
export function preconnect(url: string, crossOrigin: 'anonymous' | 'use-credentials' | null) {
  // Outside a browser (the unit tests in Node) there is no connection to warm.
  if (typeof document === 'undefined') return;
  let origin: string;
  try {
    origin = new URL(url, window.location.href).origin;
  } catch {
    return;
  }
  const key = `${origin} ${crossOrigin}`;
  if (origin === window.location.origin || opened.has(key)) return;
  opened.add(key);
  const link = document.createElement('link');
  link.rel = 'preconnect';
  link.href = origin;
  if (crossOrigin) link.crossOrigin = crossOrigin;
  document.head.append(link);
}
