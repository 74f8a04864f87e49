import * as fs from 'node:fs/promises';
import * as path from 'node:path';

import { Inject, Injectable, Logger } from '@nestjs/common';
import * as nodemailer from 'nodemailer';

import { APP_CONFIG, AppConfig } from '../config/app-config';

export interface MailMessage {
  to: string | string[];
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post. */
  headers?: Record<string, string>;
}

/** Sends through SMTP when SMTP_HOST is set; otherwise writes an .eml file to DATA_DIR/outbox and logs it. */
@Injectable()
export class MailService {
  private readonly logger = new Logger('Mail');
  private readonly transport: nodemailer.Transporter;
  private readonly outbox: string | null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    const s = config.smtp;
    if (s.host) {
      this.outbox = null;
      this.transport = nodemailer.createTransport({
        host: s.host,
        port: s.port,
        secure: s.secure,
        ignoreTLS: s.ignoreTls,
        auth: s.user ? { user: s.user, pass: s.pass ?? '' } : undefined,
      });
    } else {
      this.outbox = path.join(config.dataDir, 'outbox');
      this.transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    }
  }

  async send(message: MailMessage): Promise<void> {
    const info = await this.transport.sendMail({ from: this.config.smtp.from, ...message });
    if (this.outbox) {
      const name = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}.eml`;
      const file = path.join(this.outbox, name);
      // Written in a sibling folder and renamed in, so whoever reads the outbox never sees half a message.
      const partial = `${this.outbox}.partial`;
      await fs.mkdir(this.outbox, { recursive: true });
      await fs.mkdir(partial, { recursive: true });
      await fs.writeFile(path.join(partial, name), (info as unknown as { message: Buffer }).message);
      await fs.rename(path.join(partial, name), file);
      this.logger.log(`No SMTP configured: wrote "${message.subject}" to ${file}`);
    }
  }
}
