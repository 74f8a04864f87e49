import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import * as fs from 'node:fs';
import * as fsp from 'node:fs/promises';
import * as path from 'node:path';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { SiteVersion } from '../shared-state/site-version';
import type { RuntimeConfig } from '../contract/runtime-config';
import { BANNER_DISMISSED_CLASS, BANNER_DISMISSED_KEY } from '../contract/site';
import { PageHead } from './page-head';
import { CLIENT_ASSETS_DIR, CLIENT_DIR } from './paths';

const FALLBACK_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><!--head--></head><body><div id="root"></div><!--state--><p>The client has not been built yet: run <code>npm run build:client</code>.</p></body></html>`;

const escapeJson = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/**
 * The script of a server-rendered page, at the end of its body, before the entry. A button does
 * nothing until React has hydrated it (its handler comes with the script; a button in a lazily loaded
 * section, such as the Canada banner's, even later than the rest), so a click on a button React does
 * not handle yet is held and made again once it does (React marks each element it has hydrated with
 * its props under a `__reactProps$…` key) and the page as a whole has hydrated (main.tsx sets
 * data-hydrated; the click waits 50 ms more for the first effects, such as the header closing its
 * menus on the first location): a menu opened or a banner dismissed early still works. A second click on a button whose click is held is dropped (it would undo the first). Links
 * are left alone: they work without the script. Clicks with a modifier key or another mouse button
 * keep their default. A held click is given up after 10 s.
 */
const HOLD_CLICKS =
  `<script>(function(){var root=document.getElementById('root');` +
  `function handled(el){return Object.keys(el).some(function(k){return k.indexOf('__reactProps$')===0})}` +
  `document.addEventListener('click',function(e){` +
  `if(e.defaultPrevented||e.button!==0||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)return;` +
  `var b=e.target&&e.target.closest&&e.target.closest('button,[role=button]');if(!b||!root.contains(b)||handled(b))return;` +
  `e.preventDefault();e.stopPropagation();if(b.__held)return;b.__held=1;var t0=Date.now();` +
  `(function again(){if(!b.isConnected){b.__held=0;return}` +
  `if(handled(b)&&root.dataset.hydrated==='1')setTimeout(function(){b.__held=0;b.click()},50);` +
  `else if(Date.now()-t0<10000)setTimeout(again,50);else b.__held=0})()},true)})()</script>`;

/** In the head of a page that shows the Canada banner: hides it before the first paint when dismissed. */
const BANNER_DISMISSED = `<script>try{if(localStorage.getItem(${JSON.stringify(BANNER_DISMISSED_KEY)})==='1')document.documentElement.classList.add(${JSON.stringify(BANNER_DISMISSED_CLASS)})}catch(e){}</script>`;

/**
 * Fills the built index.html with a page's head and initial data. The template and the hashed chunk
 * names are read once at start, asynchronously, and again only when the build changes (a watcher
 * outside production): nothing on a request touches the file system.
 */
@Injectable()
export class HtmlShellService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('HtmlShell');
  private template = FALLBACK_HTML;
  /** Chunk name → its hashed files (e.g. site-home → site-home.1a2b3c.js and .css). */
  private chunks = new Map<string, string[]>();
  /** The preload/style tags per list of chunk names, made once per build. */
  private readonly tags = new Map<string, string>();
  private watchers: fs.FSWatcher[] = [];
  private reloadTimer: NodeJS.Timeout | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly siteVersion: SiteVersion,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.reload();
    if (this.config.env === 'production') return;
    // A rebuilt client (webpack --watch, npm run build:client) is picked up without a restart.
    for (const target of [CLIENT_DIR, CLIENT_ASSETS_DIR]) {
      try {
        const w = fs.watch(target, () => {
          clearTimeout(this.reloadTimer);
          this.reloadTimer = setTimeout(() => void this.reload().then(() => this.siteVersion.bump('client build changed')), 100);
        });
        w.on('error', () => undefined);
        w.unref();
        this.watchers.push(w);
      } catch {
        // No build yet: nothing to watch.
      }
    }
  }

  onModuleDestroy(): void {
    clearTimeout(this.reloadTimer);
    for (const w of this.watchers) w.close();
  }

  /** Reads index.html and the assets folder (async); keeps the last good copy when a build is mid-write. */
  async reload(): Promise<void> {
    try {
      this.template = await fsp.readFile(path.join(CLIENT_DIR, 'index.html'), 'utf8');
    } catch {
      this.template = FALLBACK_HTML;
    }
    const chunks = new Map<string, string[]>();
    const files = await fsp.readdir(CLIENT_ASSETS_DIR).catch(() => [] as string[]);
    for (const f of files) {
      const m = /^([a-z0-9-]+)\.[0-9a-f]{6,}\.(js|css)$/.exec(f);
      if (m) chunks.set(m[1], [...(chunks.get(m[1]) ?? []), f]);
    }
    this.chunks = chunks;
    this.tags.clear();
    this.logger.debug?.(`client build loaded (${files.length} asset files)`);
  }

  /**
   * The route chunks' styles, and their scripts as preloads. A server-rendered page paints without
   * its scripts: they load after the entry, so the first paint does not share the line with them.
   */
  private preloadTags(names: string[], scripts: boolean): string {
    const key = `${scripts ? 1 : 0}:${names.join(',')}`;
    let tags = this.tags.get(key);
    if (tags === undefined) {
      tags = names
        .flatMap((n) => this.chunks.get(n) ?? [])
        .filter((f) => scripts || f.endsWith('.css'))
        .map((f) => (f.endsWith('.css') ? `<link rel="stylesheet" href="/assets/${f}">` : `<link rel="preload" as="script" href="/assets/${f}">`))
        .join('\n    ');
      this.tags.set(key, tags);
    }
    return tags;
  }

  render(page: PageHead, runtimeConfig: RuntimeConfig): string {
    const state = `<script>window.__CONFIG__=${escapeJson(runtimeConfig)};window.__INITIAL_DATA__=${escapeJson(page.initialData ?? null)}</script>`;
    let head = page.preload?.length ? `${page.head}\n    ${this.preloadTags(page.preload, !page.body)}` : page.head;
    if (page.body?.includes('class="brand-banner"')) head += `\n    ${BANNER_DISMISSED}`;
    const html = this.template
      .replace('<!--head-->', () => head)
      .replace('<!--state-->', () => (page.body ? state + HOLD_CLICKS : state));
    return page.body ? html.replace('<div id="root"></div>', () => `<div id="root" data-ssr="1">${page.body}</div>`) : html;
  }
}
