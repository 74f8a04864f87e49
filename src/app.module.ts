import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_INTERCEPTOR } from '@nestjs/core';
import { ScheduleModule } from '@nestjs/schedule';

import { AuditModule } from './audit/audit.module';
import { AuthModule } from './auth/auth.module';
import { PublicChangesModule } from './changes/public-changes';
import { EnvelopeInterceptor } from './common/envelope.interceptor';
import { HttpExceptionFilter } from './common/http-exception.filter';
import { CommonModule } from './common/slug-events';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { ContentModule } from './content/content.module';
import { DashboardModule } from './dashboard/dashboard.module';
import { DatabaseModule } from './database/database.module';
import { DirectoryModule } from './directory/directory.module';
import { DocumentsModule } from './documents/documents.module';
import { FormPagesModule } from './forms/form-pages.module';
import { FormsModule } from './forms/forms.module';
import { HealthModule } from './health/health.module';
import { LinksModule } from './links/links.module';
import { MailModule } from './mail/mail.module';
import { PageCacheModule } from './page-cache/page-cache.module';
import { PresenceModule } from './presence/presence.module';
import { PreviewModule } from './preview/preview.module';
import { PrivacyModule } from './privacy/privacy.module';
import { RedirectsModule } from './redirects/redirects.module';
import { SeedModule } from './seed/seed.module';
import { SelectorModule } from './selector/selector.module';
import { SeoModule } from './seo/seo.module';
import { SettingsModule } from './settings/settings.module';
import { SharedStateModule } from './shared-state/site-version';
import { UsersModule } from './users/users.module';
import { VersionsModule } from './versions/versions.module';
import { WebModule } from './web/web.module';
import { WebhooksModule } from './webhooks/webhooks.module';

@Module({})
export class AppModule {
  static forRoot(config?: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule,
        CommonModule,
        SharedStateModule,
        PublicChangesModule,
        ScheduleModule.forRoot(),
        MailModule,
        HealthModule,
        SettingsModule,
        AuditModule,
        AuthModule,
        UsersModule,
        VersionsModule,
        ContentModule,
        DocumentsModule,
        FormsModule,
        DirectoryModule,
        RedirectsModule,
        SeoModule,
        SelectorModule,
        SeedModule,
        PageCacheModule,
        PreviewModule,
        PrivacyModule,
        LinksModule,
        PresenceModule,
        DashboardModule,
        WebhooksModule,
        FormPagesModule,
        // Last: its catch-all GET answers only what no other route did.
        WebModule,
      ],
      providers: [
        { provide: APP_FILTER, useClass: HttpExceptionFilter },
        { provide: APP_INTERCEPTOR, useClass: EnvelopeInterceptor },
      ],
    };
  }
}
