import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';

/** The header the local processor signs its webhooks in. */
export const SIGNATURE_HEADER = 'porchlight-signature';

const bodyHash = (body: string) => createHash('sha256').update(body).digest('base64url');

/**
 * Webhook signatures of the local processor: a short-lived token, signed with the server's secret, over the
 * sha256 of the JSON body. Every process shares the secret, so any of them verifies what another sent.
 */
@Injectable()
export class WebhookSignature {
  constructor(private readonly jwt: JwtService) {}

  sign(body: string): string {
    return this.jwt.sign({ aud: 'payments-webhook', sha: bodyHash(body) }, { expiresIn: 300 });
  }

  /** True when the signature is ours, fresh, and for exactly this body. */
  verify(signature: string | undefined, body: string): boolean {
    if (!signature) return false;
    try {
      const claims = this.jwt.verify<{ aud?: string; sha?: string }>(signature);
      return claims.aud === 'payments-webhook' && claims.sha === bodyHash(body);
    } catch {
      return false;
    }
  }
}
