import { readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Language, SsrModule } from '../../../web/src/server-render-contract';
import type { Logger } from '../logging';

/** The web app's build as the server renderer reads it: the SSR module and index.html as the page's template. */

export interface Template {
  version: number;
  /** The head with the app's stylesheet inline (a reader whose browser may not have it yet). */
  before: string;
  /** The head linking the stylesheet, for a browser that holds it (its name in STYLESHEET_COOKIE). */
  beforeLinked: string;
  after: string;
  /** The stylesheet's file name (`style-<hash>.css`), null when it is not inline. */
  stylesheet: string | null;
}

const HTML_OPEN = '<html lang="en" dir="ltr">';
/**
 * The app shell's language bootstrap blocks parsing so that a remembered Urdu never flashes left to right; a
 * rendered page is already in its language, so there it must not hold the first paint for a round trip.
 */
const LANG_SCRIPT = '<script src="/lang.js"></script>';
const LANG_SCRIPT_ASYNC = '<script src="/lang.js" async></script>';
const ROOT = '<div id="root"></div>';

/** How often a render looks at the build's files again (a rebuild is noticed within this). */
const RECHECK_MS = 1000;

/** A file's modification time, its version; null when it is not there. */
const versionOf = (file: string) =>
  stat(file).then(
    ({ mtimeMs }) => mtimeMs,
    () => null,
  );

export class SsrBuild {
  private module: { version: number; loaded: Promise<SsrModule> } | null = null;
  private template: Template | null = null;
  /** The last look at each file: a render then costs no file-system call. */
  private checked = { module: 0, template: 0 };
  /** The SSR build changed under the running process: no more renders until a restart. */
  private rebuilt = false;
  private readonly ssrEntry: string;

  constructor(
    /** The browser build (index.html is the page's template); the SSR build is `dist-ssr` beside it. */
    private readonly distDir: string,
    private readonly logger: Logger,
  ) {
    this.ssrEntry = resolve(distDir, '..', 'dist-ssr', 'entry-server.js');
  }

  /**
   * The whole document: the template around the rendered markup and its state, in the page's language; `linked`:
   * the stylesheet linked rather than inline (the reader's browser holds it).
   */
  static document(
    template: Template,
    language: Language,
    html: string,
    state: string,
    stateId: string,
    linked = false,
  ) {
    const dir = language === 'ur' ? 'rtl' : 'ltr';
    return (
      (linked ? template.beforeLinked : template.before).replace(
        HTML_OPEN,
        `<html lang="${language}" dir="${dir}" data-ssr>`,
      ) +
      `<div id="root">${html}</div><script type="application/json" id="${stateId}">${state}</script>` +
      template.after
    );
  }

  /**
   * The SSR build, imported once. Node keeps a module for the process's life, and the build's chunks import its
   * entry by its plain path (a second, cache-busting import would split React contexts in two), so a rebuild while
   * the gateway runs (`npm run build:web` in development) turns server rendering off until a restart: the app
   * shell is served, never markup from an old build beside a new one's assets. Checked only when a page is
   * rendered, never on a warm request.
   */
  async loadModule(): Promise<SsrModule | null> {
    if (this.rebuilt) return null;
    if (this.module && performance.now() - this.checked.module < RECHECK_MS) return this.module.loaded;
    this.checked.module = performance.now();
    const version = await versionOf(this.ssrEntry);
    if (version === null) {
      this.warnOnce(`no server-render build at ${this.ssrEntry}; serving the app shell`);
      return null;
    }
    this.module ??= { version, loaded: import(pathToFileURL(this.ssrEntry).href) as Promise<SsrModule> };
    if (this.module.version !== version) {
      this.rebuilt = true;
      this.warnOnce(
        'the web app was rebuilt: restart the gateway to render pages again (app shell until then)',
      );
      return null;
    }
    return this.module.loaded;
  }

  /** index.html split around the empty `#root`, read again when it changed. */
  async loadTemplate(): Promise<Template | null> {
    if (this.template && performance.now() - this.checked.template < RECHECK_MS) return this.template;
    this.checked.template = performance.now();
    const file = join(this.distDir, 'index.html');
    const version = await versionOf(file);
    if (version === null) return null;
    if (this.template?.version === version) return this.template;
    const html = await readFile(file, 'utf8');
    const at = html.indexOf(ROOT);
    if (at < 0 || !html.includes(HTML_OPEN)) {
      this.warnOnce('index.html has no empty #root or <html lang="en" dir="ltr">; no server render');
      return null;
    }
    const head = html.slice(0, at).replace(LANG_SCRIPT, LANG_SCRIPT_ASYNC);
    const inline = await this.inlineStylesheet(head);
    this.template = {
      version,
      before: inline?.head ?? head,
      beforeLinked: head,
      after: html.slice(at + ROOT.length),
      stylesheet: inline?.name ?? null,
    };
    return this.template;
  }

  /**
   * The app's one stylesheet (~8 KB gzip; `cssCodeSplit: false`) inside the rendered page: its first paint then
   * waits for no second request (a round trip of 150 ms and more on a phone). The CSP already allows inline
   * styles (question HTML needs them). The app shell keeps the link (cached across pages), and so does a page for
   * a browser that says it holds the file (`data-href` tells the app which file to keep; lib/stylesheet-cache.ts).
   */
  private async inlineStylesheet(head: string): Promise<{ head: string; name: string } | null> {
    const link = /<link rel="stylesheet" crossorigin href="\/assets\/([\w.-]+\.css)">/.exec(head);
    if (!link) return null;
    const css = await readFile(join(this.distDir, 'assets', link[1]!), 'utf8').catch(() => null);
    if (css === null || /<\/style/i.test(css)) return null;
    return {
      head: head.replace(link[0], `<style data-href="/assets/${link[1]!}">${css}</style>`),
      name: link[1]!,
    };
  }

  private warned = new Set<string>();
  private warnOnce(message: string) {
    if (this.warned.has(message)) return;
    this.warned.add(message);
    this.logger.warn(message);
  }
}
