import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';

import { CONTACT_REGIONS, CONTACT_ROLES, FORM_TYPE_CONTACT, FORM_TYPE_REP } from '../contract/forms';
import { Seeder, SeederProvider } from '../seed/seeder';
import { CaseIntake } from './case-intake.service';
import { FormSubmissionEntity } from './forms.entities';

const FIRST = ['Avery', 'Jordan', 'Casey', 'Morgan', 'Riley', 'Taylor', 'Quinn', 'Harper', 'Emerson', 'Rowan', 'Logan', 'Parker', 'Reese'];
const LAST = ['Lindqvist', 'Okafor', 'Brennan', 'Dubois', 'Nakamura', 'Schmidt', 'Alvarez', 'Kowalski', 'MacLeod'];
const MESSAGES = [
  'We are planning our spring nitrogen program and would like to talk to someone about SUPERU pricing.',
  'Looking for a retailer near us that carries WOLF TRAX zinc.',
  'Can a rep visit our operation to discuss ANVOL on our corn acres?',
  'Interested in PROTIVATE seed treatment trials for soybeans.',
  'Please send product information for CENTURO with anhydrous ammonia.',
];
const PLACES: Record<string, [string, string][]> = {
  USA: [
    ['IA', '50309'],
    ['IL', '61820'],
    ['NE', '68508'],
    ['MN', '56001'],
  ],
  Canada: [
    ['SK', 'S7N 0W8'],
    ['AB', 'T2P 1J9'],
    ['MB', 'R3T 2N2'],
  ],
};

/** Demo submissions so the admin forms screen has something to list (26 rows: more than one page of 20). */
@Injectable()
@Seeder({ order: 70, demo: true })
export class FormsDemoSeeder implements SeederProvider {
  constructor(
    @InjectRepository(FormSubmissionEntity) private readonly submissions: Repository<FormSubmissionEntity>,
    private readonly intake: CaseIntake,
  ) {}

  async seed(): Promise<void> {
    if ((await this.submissions.count()) > 0) return;
    const now = Date.now();
    const rows: FormSubmissionEntity[] = [];
    for (let i = 0; i < 26; i++) {
      const first = FIRST[i % FIRST.length];
      const last = LAST[(i * 5) % LAST.length];
      const region = i % 3 === 2 ? 'Canada' : i % 7 === 6 ? CONTACT_REGIONS[2 + (i % 5)] : 'USA';
      const role = CONTACT_ROLES[i % CONTACT_ROLES.length];
      const place = PLACES[region]?.[i % PLACES[region].length] ?? ['', ''];
      rows.push(
        this.submissions.create({
          type: i % 4 === 3 ? FORM_TYPE_REP : FORM_TYPE_CONTACT,
          name: `${first} ${last}`,
          email: `${first}.${last}${i}@example.com`.toLowerCase(),
          phone: i % 3 === 1 ? '' : `+1 (515) 555-${String(1000 + i * 37).slice(-4)}`,
          data: JSON.stringify({ region, role, state: place[0], zipcode: place[1], message: MESSAGES[i % MESSAGES.length] }),
          region,
          role,
          archived: false,
          spam: false,
          spamReason: null,
          ip: null,
          created: new Date(now - (26 - i) * 5 * 3600_000),
        }),
      );
    }
    await this.submissions.manager.transaction(async (m) => {
      for (const row of await m.save(rows)) await this.intake.open(m, row, row.created);
    });
  }
}
