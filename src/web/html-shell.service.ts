import { Inject, Injectable } from '@nestjs/common';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { PageHead } from './page-head';
import { CLIENT_DIR } from './paths';

const FALLBACK_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><!--head--></head><body><div id="root"></div><!--state--><p>The client has not been built yet: run <code>npm run build:client</code>.</p></body></html>`;

const escapeJson = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/** Fills the built index.html with a page's head and initial data. */
@Injectable()
export class HtmlShellService {
  private template: string | null = null;
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  private load(): string {
    if (this.template && this.config.env === 'production') return this.template;
    const file = path.join(CLIENT_DIR, 'index.html');
    this.template = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : FALLBACK_HTML;
    return this.template;
  }

  render(page: PageHead, runtimeConfig: Record<string, unknown>): string {
    const state = `<script>window.__CONFIG__=${escapeJson(runtimeConfig)};window.__INITIAL_DATA__=${escapeJson(page.initialData ?? null)}</script>`;
    return this.load().replace('<!--head-->', page.head).replace('<!--state-->', state);
  }
}
