import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import * as path from 'node:path';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { DoccenterController } from './doccenter.controller';
import { DoccenterService } from './doccenter.service';
import { DocumentEntity, DocumentFileEntity } from './document.entity';
import { DocumentsAdminController } from './documents-admin.controller';
import { DocumentsPublicController } from './documents-public.controller';
import { DocumentsService } from './documents.service';
import { RenditionsService } from './renditions.service';
import { DOCUMENT_STORAGE, DocumentStorage } from './storage/document-storage';
import { LocalDocumentStorage } from './storage/local-storage';
import { DocumentsSeeder } from './seed/documents.seeder';
import { ProductLabelsSeeder } from './seed/product-labels.seeder';
import { ContentModule } from '../content/content.module';

/** The document library, /doccenter/{guid}, and the demo labels, SDS and statements. */
@Module({
  imports: [TypeOrmModule.forFeature([DocumentEntity, DocumentFileEntity]), ContentModule],
  controllers: [DocumentsAdminController, DocumentsPublicController, DoccenterController],
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
    DocumentsService,
    DoccenterService,
    RenditionsService,
    DocumentsSeeder,
    ProductLabelsSeeder,
  ],
  exports: [DocumentsService],
})
export class DocumentsModule {}
