import { Injectable, Logger } from '@nestjs/common';

/** Why a site link leads nowhere ("No page at this address (404)."), or null when it answers. */
export type SiteLinkCheck = (url: string) => Promise<string | null>;

/**
 * The site-path check a redirect save and the redirect test use. The link checker registers it
 * (it already resolves paths the way the public site answers them), so redirects do not import links.
 */
@Injectable()
export class RedirectTargetCheck {
  private readonly logger = new Logger('RedirectTargetCheck');
  private check: SiteLinkCheck | null = null;

  register(check: SiteLinkCheck): void {
    this.check = check;
  }

  /** The reason the link leads nowhere; null when it answers, or when it cannot be told. */
  async problemOf(url: string): Promise<string | null> {
    if (!this.check) return null;
    try {
      return await this.check(url);
    } catch (e) {
      // A warning is a courtesy: its failure never fails the save that already happened.
      this.logger.warn(`a redirect target check failed: ${(e as Error).message}`);
      return null;
    }
  }
}
