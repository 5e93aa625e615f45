import { Controller, Get } from '@nestjs/common';
import { apiRoutes, type AuditPublicKeyResponse } from '@pratiche/contracts';
import { Public } from '../../../infrastructure/http/access-policy';
import { AuditCheckpoints } from './audit-checkpoints';

@Controller()
export class GetAuditPublicKeyController {
  constructor(private readonly checkpoints: AuditCheckpoints) {}

  /** Public: whoever holds an exported history (an auditor, a court) checks its checkpoint signature with this key. */
  @Get(apiRoutes.auditPublicKey)
  @Public()
  get(): AuditPublicKeyResponse {
    return { algorithm: 'Ed25519', publicKey: this.checkpoints.publicKeyPem };
  }
}
