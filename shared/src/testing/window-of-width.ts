/**
 * A window of the given width for a component test: matchMedia answers min-width queries the way
 * a browser of that width does (jsdom has no matchMedia; without one, pages take the desktop
 * layout). Take it away after the test with `forgetWindowWidth`.
 */
export function windowOfWidth(width: number): void {
  window.matchMedia = ((query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    return {
      matches: min ? width >= Number(min[1]) : false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    } as MediaQueryList;
  }) as typeof window.matchMedia;
}

/** Back to jsdom's window without matchMedia: the desktop layout. */
export function forgetWindowWidth(): void {
  // @ts-expect-error jsdom has no matchMedia of its own.
  delete window.matchMedia;
}
