import * as fs from 'node:fs';
import * as path from 'node:path';
import { Worker } from 'node:worker_threads';

import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';

import { DocumentFileEntity } from '../document.entity';
import { DOCUMENT_STORAGE, DocumentStorage } from '../storage/document-storage';
import { RevisionEvents } from './revision-events';

const WORKER_FILE = 'pdf-text.worker.mjs';
const TIMEOUT_MS = 60_000;
/**
 * A worker with nothing to do is stopped after this long: pdf.js and the canvas library it loads hold
 * ~30 MB of the process's memory (measured), and uploads are rare; the next one starts a worker again.
 */
const IDLE_MS = 5_000;

/** Where the worker script is: beside this file (src/ under jest, dist/ once the build copied it). */
function workerPath(): string {
  const candidates = [path.join(__dirname, WORKER_FILE), path.resolve(__dirname, '..', '..', '..', '..', 'src', 'documents', 'labels', WORKER_FILE)];
  // Start-up only (once), never on a request path.
  return candidates.find((c) => fs.existsSync(c)) ?? candidates[0];
}

/**
 * Extracts the text of uploaded PDFs with pdfjs-dist in a worker thread, one file at a time, after the
 * upload has answered: an upload never waits for it and a request never blocks on it. A PDF that cannot
 * be read keeps its file and gets text_status 'failed' (no text).
 */
@Injectable()
export class PdfTextService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('PdfText');
  private worker: Worker | null = null;
  private seq = 0;
  private readonly waiting = new Map<number, { resolve: (v: { text?: string; error?: string }) => void }>();
  private queue: Promise<void> = Promise.resolve();
  private closed = false;
  private readonly script = workerPath();
  private idleTimer: NodeJS.Timeout | undefined;
  /** How long an idle worker is kept (IDLE_MS; tests shorten it). */
  idleMs = IDLE_MS;

  constructor(
    @InjectRepository(DocumentFileEntity) private readonly files: Repository<DocumentFileEntity>,
    @Inject(DOCUMENT_STORAGE) private readonly storage: DocumentStorage,
    events: RevisionEvents,
  ) {
    events.on(async (e) => this.enqueue(e.fileId));
  }

  /** Files left pending by a stopped process are extracted again. */
  async onModuleInit(): Promise<void> {
    const pending = await this.files.find({ where: { textStatus: 'pending' }, select: { id: true }, take: 500 }).catch(() => []);
    for (const f of pending) this.enqueue(f.id);
  }

  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    clearTimeout(this.idleTimer);
    await this.worker?.terminate();
    this.worker = null;
  }

  enqueue(fileId: number): void {
    clearTimeout(this.idleTimer);
    const next = this.queue.then(() => this.extractOne(fileId)).catch((e) => this.logger.error(`text of file ${fileId}: ${(e as Error).message}`));
    this.queue = next;
    void next.then(() => {
      if (this.queue === next) this.stopWhenIdle();
    });
  }

  /** Stops the worker once the queue has stayed empty for IDLE_MS. */
  private stopWhenIdle(): void {
    clearTimeout(this.idleTimer);
    if (!this.worker) return;
    this.idleTimer = setTimeout(() => {
      if (this.waiting.size > 0 || !this.worker) return;
      const w = this.worker;
      this.worker = null;
      void w.terminate();
    }, this.idleMs);
    this.idleTimer.unref();
  }

  /** Whether a worker thread is running now (tests). */
  get running(): boolean {
    return this.worker !== null;
  }

  /** Resolves once everything queued so far is done (tests). */
  idle(): Promise<void> {
    return this.queue;
  }

  private async extractOne(fileId: number): Promise<void> {
    if (this.closed) return;
    const file = await this.files.findOneBy({ id: fileId });
    if (!file || file.contentType !== 'application/pdf') return;
    const data = await this.read(file.storageKey);
    const result = data ? await this.run(data) : { error: 'file could not be read' };
    if (this.closed) return;
    if (result.text !== undefined) await this.files.update({ id: fileId }, { textStatus: 'done', textContent: result.text });
    else {
      this.logger.warn(`PDF text of file ${fileId} could not be extracted: ${result.error}`);
      await this.files.update({ id: fileId }, { textStatus: 'failed', textContent: null });
    }
  }

  private async read(key: string): Promise<Buffer | null> {
    try {
      const stream = await this.storage.read(key);
      const chunks: Buffer[] = [];
      for await (const c of stream) chunks.push(Buffer.isBuffer(c) ? c : Buffer.from(c as Uint8Array));
      return Buffer.concat(chunks);
    } catch {
      return null;
    }
  }

  private run(data: Buffer): Promise<{ text?: string; error?: string }> {
    const worker = this.ensureWorker();
    const id = ++this.seq;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiting.delete(id);
        // A PDF that hangs the parser: start a fresh worker for the next one.
        void this.worker?.terminate();
        this.worker = null;
        resolve({ error: 'timed out' });
      }, TIMEOUT_MS);
      this.waiting.set(id, {
        resolve: (v) => {
          clearTimeout(timer);
          resolve(v);
        },
      });
      const bytes = new Uint8Array(data.buffer, data.byteOffset, data.byteLength).slice();
      worker.postMessage({ id, data: bytes }, [bytes.buffer]);
    });
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const w = new Worker(this.script);
    w.unref();
    w.on('message', (m: { id: number; text?: string; error?: string }) => {
      this.waiting.get(m.id)?.resolve(m);
      this.waiting.delete(m.id);
    });
    const fail = (why: string) => {
      for (const [, p] of this.waiting) p.resolve({ error: why });
      this.waiting.clear();
      if (this.worker === w) this.worker = null;
    };
    w.on('error', (e) => fail(e.message));
    w.on('exit', () => fail('worker stopped'));
    this.worker = w;
    return w;
  }
}
