import * as path from 'node:path';

import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { APP_CONFIG, AppConfig } from '../config/app-config';
import { ContentModule } from '../content/content.module';
import { MailModule } from '../mail/mail.module';
import { DoccenterController } from './doccenter.controller';
import { DoccenterService } from './doccenter.service';
import { DocumentEntity, DocumentFileEntity } from './document.entity';
import { DocumentReads } from './document-reads.service';
import { DocumentRevisionsService } from './document-revisions.service';
import { DocumentsService } from './documents.service';
import { DocumentsAdminController } from './documents-admin.controller';
import { DocumentsPublicController } from './documents-public.controller';
import { DoccenterLabelsController } from './labels/doccenter-labels.controller';
import { LabelNoticesController } from './labels/label-notices.controller';
import { LabelNoticesService } from './labels/label-notices.service';
import { LabelSubscriptionsService } from './labels/label-subscriptions.service';
import { ChangeNoticeEntity, LabelNoticeTokenEntity, LabelSubscriberEntity, LabelSubscriptionEntity } from './labels/labels.entity';
import { LabelsAdminController } from './labels/labels-admin.controller';
import { LabelsLibraryService } from './labels/labels-library.service';
import { LabelsPublicController } from './labels/labels-public.controller';
import { PdfTextService } from './labels/pdf-text.service';
import { RevisionEvents } from './labels/revision-events';
import { RenditionsService } from './renditions.service';
import { DocumentsSeeder } from './seed/documents.seeder';
import { ProductLabelsSeeder } from './seed/product-labels.seeder';
import { DOCUMENT_STORAGE, DocumentStorage } from './storage/document-storage';
import { LocalDocumentStorage } from './storage/local-storage';

/** The document library, /doccenter/{guid}, the labels and SDS library, and the demo labels, SDS and statements. */
@Module({
  imports: [
    TypeOrmModule.forFeature([DocumentEntity, DocumentFileEntity, LabelSubscriberEntity, LabelSubscriptionEntity, LabelNoticeTokenEntity, ChangeNoticeEntity]),
    ContentModule,
    MailModule,
  ],
  controllers: [
    DocumentsAdminController,
    DocumentsPublicController,
    DoccenterLabelsController,
    DoccenterController,
    LabelsPublicController,
    LabelsAdminController,
    LabelNoticesController,
  ],
  providers: [
    {
      provide: DOCUMENT_STORAGE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): DocumentStorage =>
        config.documents.storage === 's3' && config.documents.s3
          ? // Loaded only when used: the AWS SDK costs ~20 MB of memory an instance on local storage never needs.
            // eslint-disable-next-line @typescript-eslint/no-require-imports
            new (require('./storage/s3-storage') as typeof import('./storage/s3-storage')).S3DocumentStorage(config.documents.s3)
          : new LocalDocumentStorage(path.join(config.dataDir, 'documents', 'files')),
    },
    DocumentReads,
    DocumentsService,
    DocumentRevisionsService,
    RevisionEvents,
    LabelsLibraryService,
    PdfTextService,
    LabelSubscriptionsService,
    LabelNoticesService,
    DoccenterService,
    RenditionsService,
    DocumentsSeeder,
    ProductLabelsSeeder,
  ],
  exports: [DocumentReads, DocumentsService, LabelsLibraryService],
})
export class DocumentsModule {}
