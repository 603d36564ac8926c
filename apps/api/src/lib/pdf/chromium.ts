import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** Where Debian's Chromium is (CI and the product's image install it). */
export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

/** The Chromium to print with: KAMPA_CHROMIUM_PATH, else Debian's when installed, else none. */
export const chromiumPathOf = (configured: string | undefined): string | null => {
  if (configured) return existsSync(configured) ? configured : null;
  return existsSync(DEFAULT_CHROMIUM_PATH) ? DEFAULT_CHROMIUM_PATH : null;
};

export type PdfPage = {
  html: string;
  /** Chromium's header and footer templates (`pageNumber`, `totalPages` classes fill in). */
  headerTemplate: string;
  footerTemplate: string;
};

export type PdfRenderer = {
  /** A4 with the page's print CSS, its header and footer on every page. */
  render: (page: PdfPage) => Promise<Buffer>;
  close: () => Promise<void>;
};

/** Pages printed at once: each holds a renderer process's memory. */
const MAX_PARALLEL = 2;

/**
 * Prints HTML to PDF in a real headless Chromium (through `playwright-core`, which downloads no
 * browser): one browser, launched when first needed and kept (launched again if it died), a new
 * context per document with every network request refused, so a document can load nothing from
 * outside (it must carry its style sheet).
 */
export const createPdfRenderer = (executablePath: string): PdfRenderer => {
  let browser: Promise<Browser> | null = null;
  let running = 0;
  const waiting: (() => void)[] = [];
  const browserOf = () => {
    if (!browser) {
      const launched = chromium.launch({
        executablePath,
        headless: true,
        args: ['--disable-gpu', '--disable-dev-shm-usage'],
      });
      browser = launched;
      launched
        .then((opened) => opened.on('disconnected', () => (browser = null)))
        .catch(() => (browser = null));
    }
    return browser;
  };
  const acquire = async () => {
    if (running >= MAX_PARALLEL) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
  };
  const release = () => {
    running -= 1;
    waiting.shift()?.();
  };
  return {
    render: async (page) => {
      await acquire();
      try {
        const context = await (await browserOf()).newContext({ javaScriptEnabled: false });
        try {
          await context.route('**/*', (route) => route.abort());
          const tab = await context.newPage();
          await tab.setContent(page.html, { waitUntil: 'load' });
          return await tab.pdf({
            format: 'A4',
            printBackground: true,
            displayHeaderFooter: true,
            headerTemplate: page.headerTemplate,
            footerTemplate: page.footerTemplate,
            margin: { top: '18mm', bottom: '16mm', left: '12mm', right: '12mm' },
          });
        } finally {
          await context.close();
        }
      } finally {
        release();
      }
    },
    close: async () => {
      const opened = browser;
      browser = null;
      if (opened) await (await opened.catch(() => null))?.close();
    },
  };
};
