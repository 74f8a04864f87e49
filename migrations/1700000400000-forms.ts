import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { id, longText, timestamp, varchar } from '../src/database/migration-helpers';

const US_STATES: [string, string][] = [
  ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CA', 'California'], ['CO', 'Colorado'],
  ['CT', 'Connecticut'], ['DE', 'Delaware'], ['DC', 'District of Columbia'], ['FL', 'Florida'], ['GA', 'Georgia'],
  ['HI', 'Hawaii'], ['ID', 'Idaho'], ['IL', 'Illinois'], ['IN', 'Indiana'], ['IA', 'Iowa'], ['KS', 'Kansas'],
  ['KY', 'Kentucky'], ['LA', 'Louisiana'], ['ME', 'Maine'], ['MD', 'Maryland'], ['MA', 'Massachusetts'],
  ['MI', 'Michigan'], ['MN', 'Minnesota'], ['MS', 'Mississippi'], ['MO', 'Missouri'], ['MT', 'Montana'],
  ['NE', 'Nebraska'], ['NV', 'Nevada'], ['NH', 'New Hampshire'], ['NJ', 'New Jersey'], ['NM', 'New Mexico'],
  ['NY', 'New York'], ['NC', 'North Carolina'], ['ND', 'North Dakota'], ['OH', 'Ohio'], ['OK', 'Oklahoma'],
  ['OR', 'Oregon'], ['PA', 'Pennsylvania'], ['RI', 'Rhode Island'], ['SC', 'South Carolina'], ['SD', 'South Dakota'],
  ['TN', 'Tennessee'], ['TX', 'Texas'], ['UT', 'Utah'], ['VT', 'Vermont'], ['VA', 'Virginia'], ['WA', 'Washington'],
  ['WV', 'West Virginia'], ['WI', 'Wisconsin'], ['WY', 'Wyoming'],
];
const CA_PROVINCES: [string, string][] = [
  ['AB', 'Alberta'], ['BC', 'British Columbia'], ['MB', 'Manitoba'], ['NB', 'New Brunswick'], ['NL', 'Newfoundland and Labrador'],
  ['NT', 'Northwest Territories'], ['NS', 'Nova Scotia'], ['NU', 'Nunavut'], ['ON', 'Ontario'], ['PE', 'Prince Edward Island'],
  ['QC', 'Quebec'], ['SK', 'Saskatchewan'], ['YT', 'Yukon'],
];

/** Contact form submissions, their queued staff notifications, and the states/provinces list (US 50 + DC, Canada 13). */
export class Forms1700000400000 implements MigrationInterface {
  name = 'Forms1700000400000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'state_province',
        columns: [id(), { name: 'region_id', type: 'integer' }, varchar('code', 10), varchar('name', 100)],
        indices: [{ name: 'IDX_state_province_region', columnNames: ['region_id', 'name'] }],
      }),
    );
    for (const [regionId, rows] of [[2, US_STATES], [3, CA_PROVINCES]] as const) {
      for (const [code, name] of rows) await qr.query('INSERT INTO state_province (region_id, code, name) VALUES (?, ?, ?)', [regionId, code, name]);
    }

    await qr.createTable(
      new Table({
        name: 'form_submission',
        columns: [
          id(),
          { name: 'type', type: 'integer', default: 0 },
          varchar('name', 200),
          varchar('email', 254),
          { ...varchar('phone', 40), default: "''" },
          longText(qr, 'data', false),
          { ...varchar('region', 60), default: "''" },
          { ...varchar('role', 60), default: "''" },
          { name: 'archived', type: 'boolean', default: false },
          { name: 'spam', type: 'boolean', default: false },
          varchar('spam_reason', 100, true),
          varchar('ip', 64, true),
          timestamp(qr, 'created'),
        ],
        indices: [
          { name: 'IDX_form_submission_created', columnNames: ['created'] },
          { name: 'IDX_form_submission_archived_spam', columnNames: ['archived', 'spam'] },
        ],
      }),
    );

    await qr.createTable(
      new Table({
        name: 'form_notification',
        columns: [
          id(),
          { name: 'submission_id', type: 'integer' },
          { name: 'recipients', type: 'text' },
          varchar('subject', 300),
          longText(qr, 'body', false),
          varchar('reply_to', 254, true),
          { name: 'attempts', type: 'integer', default: 0 },
          timestamp(qr, 'next_attempt_at'),
          timestamp(qr, 'claimed_until', { nullable: true, defaultNow: false }),
          timestamp(qr, 'sent_at', { nullable: true, defaultNow: false }),
          { name: 'failed', type: 'boolean', default: false },
          varchar('last_error', 1000, true),
          timestamp(qr, 'created'),
        ],
        foreignKeys: [{ columnNames: ['submission_id'], referencedTableName: 'form_submission', referencedColumnNames: ['id'], onDelete: 'CASCADE' }],
        indices: [
          { name: 'IDX_form_notification_due', columnNames: ['sent_at', 'next_attempt_at'] },
          { name: 'IDX_form_notification_submission', columnNames: ['submission_id'] },
        ],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('form_notification');
    await qr.dropTable('form_submission');
    await qr.dropTable('state_province');
  }
}
