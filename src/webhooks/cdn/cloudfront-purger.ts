import { CloudFrontClient, CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';

import type { AttemptOutcome } from '../outbound-http';
import { CdnPurger, purgePaths, PurgeRequest } from './cdn-purger';

/**
 * CloudFront: one CreateInvalidation of the change's paths (`/*` for the whole site). Credentials come
 * from the AWS SDK's usual chain (AWS_ACCESS_KEY_ID…, a profile, an instance role). The caller
 * reference is the delivery's, so a retry of a call that did reach CloudFront makes no second one.
 */
export class CloudFrontPurger implements CdnPurger {
  readonly provider = 'cloudfront' as const;
  private readonly client: CloudFrontClient;
  constructor(private readonly o: { distributionId: string; region: string; endpoint: string | null; timeoutMs: number }) {
    this.client = new CloudFrontClient({ region: o.region, ...(o.endpoint ? { endpoint: o.endpoint } : {}), requestHandler: { requestTimeout: o.timeoutMs } });
  }

  async purge(r: PurgeRequest): Promise<AttemptOutcome> {
    const paths = purgePaths(r);
    if (!paths.length) return { ok: true, statusCode: null, error: null };
    try {
      const res = await this.client.send(
        new CreateInvalidationCommand({
          DistributionId: this.o.distributionId,
          InvalidationBatch: { CallerReference: r.reference, Paths: { Quantity: paths.length, Items: paths } },
        }),
      );
      return { ok: true, statusCode: res.$metadata.httpStatusCode ?? 201, error: null };
    } catch (e) {
      const err = e as Error & { $metadata?: { httpStatusCode?: number } };
      return { ok: false, statusCode: err.$metadata?.httpStatusCode ?? null, error: `${err.name}: ${err.message}`.slice(0, 1000) };
    }
  }
}
