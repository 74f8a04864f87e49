import { Module } from '@nestjs/common';

import { ContentModule } from '../content/content.module';
import { WebModule } from '../web/web.module';
import { FormPagesController } from './form-pages.controller';
import { FormsModule } from './forms.module';

/** The contact overlay's and the accessibility statement's pages rendered with their forms, and those forms posted without script. */
@Module({
  imports: [FormsModule, WebModule, ContentModule],
  controllers: [FormPagesController],
})
export class FormPagesModule {}
