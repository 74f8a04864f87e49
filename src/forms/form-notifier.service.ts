import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';

import { APP_CONFIG, AppConfig } from '../config/app-config';
import { MailService } from '../mail/mail.service';
import { JobLock } from '../shared-state/job-lock';
import { dbTime } from './db-time';
import { FormNotificationEntity, FormSubmissionEntity } from './forms.entities';
import { notificationContent, routeRecipients } from './notification-routing';

const JOB = 'forms-notification-mail';
const CLAIM_MS = 2 * 60_000;
const MAX_BACKOFF_MS = 6 * 3600_000;

/**
 * Staff notification mail as an outbox: a submission queues its e-mail in the same transaction,
 * and this job sends it right after the response and retries failures with backoff on an interval.
 * A failed send never touches the submission.
 */
@Injectable()
export class FormNotifierService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('FormsMail');
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRepository(FormNotificationEntity) private readonly notifications: Repository<FormNotificationEntity>,
    private readonly mail: MailService,
    private readonly scheduler: SchedulerRegistry,
    private readonly jobs: JobLock,
  ) {}

  onApplicationBootstrap(): void {
    const handle = setInterval(() => this.kick(), this.config.forms.mailIntervalMs);
    handle.unref();
    this.scheduler.addInterval(JOB, handle);
    // Mail left queued by a previous run goes out now rather than one interval later.
    this.kick();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    if (this.scheduler.doesExist('interval', JOB)) this.scheduler.deleteInterval(JOB);
    await this.running;
  }

  /** Queues the staff e-mail for a stored, non-spam submission (inside the caller's transaction). Null when nobody is configured to receive it. */
  async enqueue(manager: EntityManager, s: FormSubmissionEntity, d: { state?: string; zipcode?: string; message?: string }): Promise<FormNotificationEntity | null> {
    const to = routeRecipients(this.config.forms.notify, this.config.admin.email, s);
    if (!to.length) {
      this.logger.warn(`Submission #${s.id}: no FORMS_NOTIFY_* address (or ADMIN_EMAIL) configured; no staff e-mail queued.`);
      return null;
    }
    const { subject, text } = notificationContent({ ...s, ...d }, this.config.companyName);
    const now = new Date();
    return manager.getRepository(FormNotificationEntity).save(
      manager.getRepository(FormNotificationEntity).create({
        submissionId: s.id,
        recipients: to.join(', '),
        subject,
        body: text,
        replyTo: s.email,
        attempts: 0,
        nextAttemptAt: now,
        claimedUntil: null,
        sentAt: null,
        failed: false,
        lastError: null,
        created: now,
      }),
    );
  }

  /** Starts a send pass without waiting for it (never blocks a response). */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    // One instance sends at a time (the claimed_until column also keeps two passes off the same row).
    this.running = this.jobs
      .runExclusive('forms-mail', 120_000, () => this.sendDue())
      .then(() => undefined)
      .catch((e) => this.logger.error(`Send pass failed: ${(e as Error).stack ?? e}`))
      .finally(() => {
        this.running = null;
        if (this.again && !this.stopped) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Sends every due notification once; failures are rescheduled. Returns how many were sent. */
  async sendDue(): Promise<number> {
    const now = new Date();
    const due = await this.notifications
      .createQueryBuilder('n')
      .where('n.sent_at IS NULL AND n.failed = 0 AND n.next_attempt_at <= :now', { now: dbTime(now) })
      .andWhere('(n.claimed_until IS NULL OR n.claimed_until < :now)', { now: dbTime(now) })
      .orderBy('n.id', 'ASC')
      .limit(25)
      .getMany();
    let sent = 0;
    for (const n of due) {
      if (this.stopped) break;
      if (!(await this.claim(n.id))) continue;
      try {
        await this.mail.send({ to: n.recipients.split(/,\s*/), subject: n.subject, text: n.body, replyTo: n.replyTo ?? undefined });
        await this.notifications.update(n.id, { sentAt: new Date(), attempts: n.attempts + 1, claimedUntil: null, lastError: null });
        sent++;
      } catch (e) {
        const attempts = n.attempts + 1;
        const failed = attempts >= this.config.forms.mailMaxAttempts;
        const delay = Math.min(this.config.forms.mailIntervalMs * 2 ** (attempts - 1), MAX_BACKOFF_MS);
        const message = ((e as Error).message ?? String(e)).slice(0, 1000);
        this.logger.warn(`Notification #${n.id} (submission #${n.submissionId}) attempt ${attempts} failed: ${message}${failed ? ' (giving up)' : ''}`);
        await this.notifications.update(n.id, { attempts, failed, lastError: message, claimedUntil: null, nextAttemptAt: new Date(Date.now() + delay) });
      }
    }
    return sent;
  }

  /** Takes a row for this process; another instance (or pass) holding it makes this a no-op. */
  private async claim(id: number): Promise<boolean> {
    const now = new Date();
    const res = await this.notifications
      .createQueryBuilder()
      .update(FormNotificationEntity)
      .set({ claimedUntil: new Date(now.getTime() + CLAIM_MS) })
      .where('id = :id AND sent_at IS NULL AND (claimed_until IS NULL OR claimed_until < :now)', { id, now: dbTime(now) })
      .execute();
    return res.affected === 1;
  }
}
