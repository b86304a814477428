import type { APIRequestContext } from '@playwright/test';

/**
 * The newest message the product delivered to `to` (the default outbox delivery), read through the admin
 * outbox resource as the instance administrator would. Codes are the 6 digits in its body.
 */
export async function latestOutboxMessage(
  request: APIRequestContext,
  adminToken: string,
  to: string,
): Promise<{ subject: string | null; body: string }> {
  const filter = encodeURIComponent(JSON.stringify({ to }));
  const res = await request.get(
    `/api/admin/outbox?filter=${filter}&sort=${encodeURIComponent('["createdAt","DESC"]')}&range=[0,0]`,
    {
      headers: { authorization: `Bearer ${adminToken}` },
    },
  );
  if (!res.ok()) throw new Error(`outbox: ${res.status()} ${await res.text()}`);
  const [message] = (await res.json()) as { subject: string | null; body: string }[];
  if (!message) throw new Error(`no message to ${to} in the outbox`);
  return message;
}

export function codeIn(body: string): string {
  const match = body.match(/\b(\d{6})\b/);
  if (!match) throw new Error(`no 6-digit code in: ${body}`);
  return match[1];
}
