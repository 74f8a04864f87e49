import { IsString, Matches, MaxLength } from 'class-validator';

import type { LinkResolveQuery } from '../contract/links';

export class LinkResolveQueryDto implements LinkResolveQuery {
  @IsString({ message: 'Path is required.' })
  @MaxLength(2000, { message: 'Path must be at most 2000 characters.' })
  // One leading slash: '//host' is another site, not a path of this one.
  @Matches(/^\/(?!\/)/, { message: 'Path must start with / (a path of this site).' })
  path: string;
}
