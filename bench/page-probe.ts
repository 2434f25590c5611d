/**
 * Instrumentation installed in the page before the console's own code (addInitScript), so every
 * time is the page's performance.now() and no Playwright round trip is inside a measurement.
 */

export interface PaintedAt {
  /** When the DOM reached the awaited state (a MutationObserver callback). */
  dom: number;
  /** When the frame showing it had been rendered (rAF, then the task after it). */
  painted: number;
}

export interface ResponseShown extends PaintedAt {
  click: number;
}

export interface ProbeState {
  longTasksSupported: boolean;
  longTasks: { start: number; duration: number }[];
  interactive: PaintedAt | null;
  lastSendClick: number | null;
  /** The last click on any button, by its timestamp. */
  lastButtonClick: number | null;
  response: Promise<ResponseShown> | null;
  shown: Promise<ResponseShown> | null;
  flushLongTasks(): void;
  /** Arms the wait for a status line and a body text; call before clicking Send. */
  expectResponse(status: string, marker: string, timeoutMs: number): void;
  /** Arms the wait for an element matching the selector; call before clicking the button that shows it. */
  expectShown(selector: string, timeoutMs: number): void;
}

export type ProbeWindow = Window & { __bench: ProbeState };

/** Runs in the page: must not use anything from this module's scope. */
export function installProbe(sendLabel: string): void {
  const afterNextPaint = (then: () => void) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => then();
      channel.port2.postMessage(null);
    });
  const isSend = (element: Element | null) => element?.textContent?.trim() === sendLabel;

  let longTaskObserver: PerformanceObserver | null = null;
  const state: ProbeState = {
    longTasksSupported: PerformanceObserver.supportedEntryTypes.includes("longtask"),
    longTasks: [],
    interactive: null,
    lastSendClick: null,
    lastButtonClick: null,
    response: null,
    shown: null,
    flushLongTasks: () => {
      for (const entry of longTaskObserver?.takeRecords() ?? []) {
        state.longTasks.push({ start: entry.startTime, duration: entry.duration });
      }
    },
    expectResponse: (status, marker, timeoutMs) => {
      state.lastSendClick = null;
      state.response = new Promise((resolve, reject) => {
        let settled = false;
        const shown = () => {
          if (state.lastSendClick === null) return false;
          const region = document.querySelector('[aria-label="Response"]');
          const line = region?.querySelector('[role="status"]')?.textContent ?? "";
          if (!line.startsWith(status)) return false;
          return region?.querySelector('[role="tabpanel"]')?.textContent?.includes(marker) ?? false;
        };
        const watcher = new MutationObserver(() => {
          if (settled || !shown()) return;
          settled = true;
          const dom = performance.now();
          const click = state.lastSendClick ?? Number.NaN;
          watcher.disconnect();
          clearTimeout(timer);
          afterNextPaint(() => resolve({ click, dom, painted: performance.now() }));
        });
        const timer = setTimeout(() => {
          settled = true;
          watcher.disconnect();
          const line = document.querySelector('[aria-label="Response"] [role="status"]')?.textContent;
          reject(new Error(`no "${status}" with the expected body within ${timeoutMs} ms (status line: "${line}")`));
        }, timeoutMs);
        watcher.observe(document, { childList: true, subtree: true, characterData: true });
      });
    },
    expectShown: (selector, timeoutMs) => {
      state.lastButtonClick = null;
      state.shown = new Promise((resolve, reject) => {
        let settled = false;
        const watcher = new MutationObserver(() => {
          if (settled || state.lastButtonClick === null || !document.querySelector(selector)) return;
          settled = true;
          const dom = performance.now();
          const click = state.lastButtonClick;
          watcher.disconnect();
          clearTimeout(timer);
          afterNextPaint(() => resolve({ click, dom, painted: performance.now() }));
        });
        const timer = setTimeout(() => {
          settled = true;
          watcher.disconnect();
          reject(new Error(`nothing matched ${selector} within ${timeoutMs} ms of the click`));
        }, timeoutMs);
        watcher.observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
      });
    },
  };
  (window as unknown as ProbeWindow).__bench = state;

  if (state.longTasksSupported) {
    longTaskObserver = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) state.longTasks.push({ start: entry.startTime, duration: entry.duration });
    });
    longTaskObserver.observe({ type: "longtask", buffered: true });
  }

  // Interactive: the Send button exists, is enabled and shown (a prerendered page may be hidden until
  // it is known to be right), then the frame showing it is rendered.
  let found = false;
  const interactiveWatcher = new MutationObserver(() => {
    if (found) return;
    const button = [...document.querySelectorAll("button")].find(isSend);
    if (!button || button.disabled || !button.checkVisibility({ visibilityProperty: true })) return;
    found = true;
    interactiveWatcher.disconnect();
    const dom = performance.now();
    afterNextPaint(() => {
      state.interactive = { dom, painted: performance.now() };
    });
  });
  interactiveWatcher.observe(document, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ["disabled", "data-start"],
  });

  // The click's own timestamp: the moment the person clicked, even if the main thread was busy.
  document.addEventListener(
    "click",
    (event) => {
      const button = event.target instanceof Element ? event.target.closest("button") : null;
      if (!button) return;
      const now = performance.now();
      const at = event.timeStamp > 0 && event.timeStamp <= now ? event.timeStamp : now;
      state.lastButtonClick = at;
      if (isSend(button)) state.lastSendClick = at;
    },
    true,
  );
}

/**
 * The init script's source. tsx compiles with esbuild's keepNames, which wraps named inner
 * functions in a `__name(...)` helper that exists only in node: give the page a no-op one.
 */
export function probeScript(sendLabel: string): string {
  return `globalThis.__name ??= (target) => target;\n(${installProbe.toString()})(${JSON.stringify(sendLabel)});`;
}
