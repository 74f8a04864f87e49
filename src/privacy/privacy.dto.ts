import { IsIn, IsString, Matches, MaxLength } from 'class-validator';

import { ExtendPrivacyRequest, OpenPrivacyRequest, PRIVACY_LAWS, PRIVACY_MESSAGES, PRIVACY_REQUEST_TYPES, PrivacyLaw, PrivacyRequestType } from '../contract/privacy';

export class OpenPrivacyRequestDto implements OpenPrivacyRequest {
  // Looser than the contact form's pattern: a subscriber's address may hold a + or a long domain ending.
  @IsString({ message: PRIVACY_MESSAGES.emailInvalid })
  @MaxLength(254, { message: PRIVACY_MESSAGES.emailInvalid })
  @Matches(/^\s*[^\s@]+@[^\s@]+\.[^\s@]{2,}\s*$/, { message: PRIVACY_MESSAGES.emailInvalid })
  email!: string;

  @IsIn(PRIVACY_REQUEST_TYPES, { message: PRIVACY_MESSAGES.typeInvalid })
  type!: PrivacyRequestType;

  @IsIn(PRIVACY_LAWS, { message: PRIVACY_MESSAGES.lawInvalid })
  law!: PrivacyLaw;
}

export class ExtendPrivacyRequestDto implements ExtendPrivacyRequest {
  @IsString({ message: PRIVACY_MESSAGES.noticeRequired })
  @MaxLength(2000, { message: 'The notice may be 2000 characters at most.' })
  notice!: string;
}
