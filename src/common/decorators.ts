import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'isPublic';
/** Marks a route (or a whole controller) as open to anonymous visitors. Every other route needs a valid access token. */
export const Public = () => SetMetadata(IS_PUBLIC, true);

export const ROLES = 'roles';
/** Site role names allowed on a route, checked after authentication. Administrator passes every check. */
export const Roles = (...roles: string[]) => SetMetadata(ROLES, roles);

export const RAW_RESPONSE = 'rawResponse';
/** The handler writes its own body (files, XML, HTML): the JSON envelope is not applied. */
export const RawResponse = () => SetMetadata(RAW_RESPONSE, true);
