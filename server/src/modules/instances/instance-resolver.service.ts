import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { notFound } from '../../common/errors/domain.exception.js';
import { Instance } from './entities/instance.entity.js';

/** The sub-domain an anonymous request names: `instance` in the query or body, else the host's first label. */
export function instanceNameOf(req: Pick<FastifyRequest, 'query' | 'body' | 'hostname'>): string | null {
  const fromQuery = (req.query as { instance?: unknown } | undefined)?.instance;
  if (typeof fromQuery === 'string' && fromQuery) return fromQuery.toLowerCase();
  const fromBody = (req.body as { instance?: unknown } | undefined)?.instance;
  if (typeof fromBody === 'string' && fromBody) return fromBody.toLowerCase();
  const labels = (req.hostname ?? '').split('.');
  // springfield.localhost or springfield.example.gov: a first label with more after it, not an address.
  if (labels.length >= 2 && !/^\d+$/.test(labels[0])) return labels[0].toLowerCase();
  return null;
}

export const instanceNotFound = () => notFound('instanceNotFound', 'No instance has this name');

@Injectable()
export class InstanceResolver {
  constructor(private readonly dataSource: DataSource) {}

  async bySubdomain(subdomain: string | null): Promise<Instance> {
    if (!subdomain) throw instanceNotFound();
    const instance = await this.dataSource.getRepository(Instance).findOneBy({ subdomain });
    if (!instance) throw instanceNotFound();
    return instance;
  }

  /** The instance of an anonymous request. */
  fromRequest(req: Pick<FastifyRequest, 'query' | 'body' | 'hostname'>): Promise<Instance> {
    return this.bySubdomain(instanceNameOf(req));
  }
}
